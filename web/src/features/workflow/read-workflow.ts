/**
 * Pages read a template's workflow JSON from here; the reading itself is shared with the API's
 * diagram (`@flowvault/shared`), and typed by the lookup: given `nodeTypeLookup(...)`, it
 * gives the web's `Workflow`.
 */
export { readWorkflow } from '@flowvault/shared';
