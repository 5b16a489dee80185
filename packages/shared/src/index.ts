/**
 * What the API and the web app both run, so the two always agree: how an n8n workflow is read and
 * laid out (the web's detail page and the API's downloadable diagram draw the same picture), how
 * user text is cut without cutting a character in half, the catalogue's search limit and the
 * company's contact details. Pure TypeScript: no Node, DOM, React or GraphQL, and nothing from
 * outside this package, so Vite bundles it for the browser and the API requires its build. See
 * docs/ARCHITECTURE.md.
 */
export * from './workflow-graph';
export { MAX_SEARCH_LENGTH } from './catalogue-limits';
export { COMPANY_CONTACT } from './company-contact';
export { clipText, fitUnits, graphemeCount, leadingGraphemes } from './text-clip';
