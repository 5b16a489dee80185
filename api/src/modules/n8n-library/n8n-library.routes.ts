import type { RestMount } from '../../rest/rest-surfaces';
import { route } from '../../rest/route';
import type { Services } from '../../services';
import { n8nCors } from './n8n-cors';
import { N8nCollectionsQuery, N8nIdParams, N8nSearchQuery } from './n8n-library.query';
import { n8nRateLimit } from './n8n-rate-limit';

const TEMPLATE_NOT_FOUND = 'Template not found';

/**
 * The n8n templates API for `N8N_TEMPLATES_HOST=<PUBLIC_URL>/n8n/`: public, read-only, rate
 * limited, CORS-enabled for n8n's editor, and answered with the shapes of `n8n-library.types.ts`.
 * Each route reads its input and makes one service call.
 */
export function n8nLibraryMount(services: Services): RestMount {
  const { n8nLibrary: library, n8nCollections: collections } = services;
  const search = (path: string, summary: string) =>
    route({
      method: 'get',
      path,
      summary,
      query: N8nSearchQuery,
      response: '`{totalWorkflows, workflows, filters}` (n8n `ITemplatesWorkflow` items).',
      handler: ({ query }) => library.search(query),
    });
  return {
    middleware: [n8nCors, n8nRateLimit(services)],
    errors: ['rate_limited'],
    routes: [
      route({
        method: 'get',
        path: '/health',
        summary: 'The check n8n runs before browsing',
        response: '`{status: "OK"}`.',
        handler: () => ({ status: 'OK' }),
      }),
      route({
        method: 'get',
        path: '/templates/categories',
        summary: 'Categories that hold templates, with their integer ids',
        response: '`{categories: [{id, name}]}`.',
        handler: async () => ({ categories: await library.categories() }),
      }),
      search('/templates/search', 'One page of templates, searched and filtered'),
      search('/templates/workflows', 'The same search, at the path older n8n versions call'),
      route({
        method: 'get',
        path: '/templates/workflows/:id',
        summary: "A template's page: the template with its workflow",
        params: N8nIdParams,
        notFound: TEMPLATE_NOT_FOUND,
        response: '`{workflow}` (n8n `ITemplatesWorkflowResponse`).',
        handler: async ({ params }) => ({ workflow: await library.template(params.id) }),
      }),
      route({
        method: 'get',
        path: '/workflows/templates/:id',
        summary: 'The bare workflow n8n imports',
        params: N8nIdParams,
        notFound: TEMPLATE_NOT_FOUND,
        response: 'n8n `IWorkflowTemplate`: `{id, name, workflow}`; never cached.',
        handler: async ({ params }, res) => {
          res.setHeader('Cache-Control', 'no-store');
          return library.workflowTemplate(params.id);
        },
      }),
      route({
        method: 'get',
        path: '/templates/collections',
        summary: 'Collections (one per category), filtered',
        query: N8nCollectionsQuery,
        response: '`{collections}` (n8n `ITemplatesCollection` items).',
        handler: async ({ query }) => ({
          collections: await collections.list({ categories: query.category, search: query.search }),
        }),
      }),
      route({
        method: 'get',
        path: '/templates/collections/:id',
        summary: 'A collection with its templates',
        params: N8nIdParams,
        notFound: 'Collection not found',
        response: '`{collection}` (n8n `ITemplatesCollectionResponse`).',
        handler: async ({ params }) => ({ collection: await collections.get(params.id) }),
      }),
    ],
  };
}
