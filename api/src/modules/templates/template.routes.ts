import { jsonTextOnce } from '../../rest/json-response';
import { route, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import { TemplateListInput } from './dtos/template-list.input';
import { IntegrationsArgs } from './dtos/templates.args';
import {
  downloadFileName,
  presentCardPage,
  presentCounts,
  presentTemplate,
} from './template.presenter';

const TEMPLATE_NOT_FOUND = 'Template not found';

/**
 * The catalogue's REST facade: each route reads its input, calls the service once and presents
 * the result. Errors travel to the /api error handler as AppErrors.
 */
export function templateRoutes({ templates, env }: Services): RouteDefinition[] {
  const url = env.publicUrl;
  return [
    route({
      method: 'get',
      path: '/templates',
      summary: 'One page of templates, filtered and sorted',
      query: TemplateListInput,
      response:
        '`{templates, pagination, namedServices, suggestions}`; list items leave out `workflow`. `namedServices`: the services the search named that templates use; `suggestions` (`{services, categories, categoriesOfSearch}`, lists of `{name, count}`) only when the page has no templates, else null.',
      // Items are kept as JSON; a cached page is the same object on every hit: joined once.
      handler: async ({ query }) => jsonTextOnce(await templates.listCards(query), presentCardPage),
    }),
    route({
      method: 'get',
      path: '/templates/:id',
      summary: 'A template with its workflow; counts a view (once per visitor an hour)',
      notFound: TEMPLATE_NOT_FOUND,
      response:
        '`{template}`, with `workflow` and `otherSources` (the same workflow from other sources).',
      // Kept serialized per content version: a repeated detail reads only its counters.
      handler: async ({ params, actor, ip }, res) => {
        const template = await templates.recordViewAsJson({ actor, ip }, params.id, (found) =>
          presentTemplate(found, url, { withWorkflow: true }),
        );
        res.type('json').send(`{"template":${template}}`);
      },
    }),
    route({
      method: 'get',
      path: '/templates/:id/download',
      summary:
        "The template's n8n workflow JSON as a file; counts a download (once per visitor an hour)",
      notFound: TEMPLATE_NOT_FOUND,
      response: 'The workflow JSON, as an attachment named after the template.',
      handler: async ({ params, actor, ip }, res) => {
        const template = await templates.recordDownload({ actor, ip }, params.id);
        res.set({
          'Content-Disposition': `attachment; filename="${downloadFileName(template.name)}"`,
          'X-Content-Type-Options': 'nosniff',
        });
        res.type('json').send(JSON.stringify(template.workflow, null, 2));
      },
    }),
    route({
      method: 'get',
      path: '/categories',
      summary: 'Categories that have templates, most populated first',
      response: '`{categories: [{name, count}]}`.',
      handler: async () => ({ categories: presentCounts(await templates.categories()) }),
    }),
    route({
      method: 'get',
      path: '/integrations',
      summary: 'The most used integrations, most used first',
      query: IntegrationsArgs,
      response: '`{integrations: [{name, count}]}`.',
      handler: async ({ query }) => ({
        integrations: presentCounts(await templates.integrations(query.limit)),
      }),
    }),
  ];
}
