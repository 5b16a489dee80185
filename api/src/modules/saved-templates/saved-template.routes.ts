import { route, SIGNED_IN, type RouteDefinition } from '../../rest/route';
import type { Services } from '../../services';
import {
  SaveTemplateInput,
  SavedTemplatesQuery,
  UnsaveTemplateInput,
} from './dtos/saved-template.inputs';
import { presentRemovedSave, presentSavedTemplate } from './saved-template.presenter';
import { toPagination } from '../../core/pagination';

/**
 * Saved templates over REST (docs/product/saved-templates-and-n8n.md): one service call per route.
 */
export function savedTemplateRoutes({ savedTemplates, env }: Services): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/saved-templates',
      summary: "The signed-in user's saved templates, or whether one template is saved",
      query: SavedTemplatesQuery,
      roles: SIGNED_IN,
      response:
        '`{templates: [{_id, templateId, createdAt, templateData}], pagination, removed: [{_id, name, savedAt, reason}]}`; with `checkOnly=true&templateId=` just `{isSaved}`.',
      handler: async ({ actor, query }) => {
        const { checkOnly, templateId, ...list } = query;
        if (checkOnly) return { isSaved: await savedTemplates.isSaved(actor, templateId) };
        const page = await savedTemplates.listWithTemplates(actor, list);
        return {
          templates: page.items.map((item) =>
            presentSavedTemplate(item, page.templates.get(item.templateId ?? ''), env.publicUrl),
          ),
          pagination: toPagination(page),
          removed: page.removed.map(presentRemovedSave),
        };
      },
    }),
    route({
      method: 'post',
      path: '/saved-templates',
      summary: "Saves a template within the plan's limit; saving it again uses no slot",
      description:
        'The body may carry `templateData` (the web sends the whole template); it is ignored, the catalogue is the source.',
      body: SaveTemplateInput,
      roles: SIGNED_IN,
      notFound: 'Template not found',
      response:
        '`{success, alreadySaved, savedTemplate: {_id, templateId, createdAt}, subscription: {templateSaves, templateSavesUsed, ...}}`. Over the limit: 403 `subscription_limit_reached` with `currentUsage, limit, upgradeRequired, subscriptionName, limitationType, featureName`.',
      errors: ['not_found', 'subscription_limit_reached'],
      handler: async ({ actor, body }) => {
        const result = await savedTemplates.save(actor, body);
        return {
          success: true,
          alreadySaved: result.alreadySaved,
          savedTemplate: {
            _id: result.saved.id,
            templateId: result.saved.templateId,
            createdAt: result.saved.createdAt.toISOString(),
          },
          subscription: {
            plan: result.subscription.plan,
            templateSaves: result.subscription.templateSaves,
            templateSavesUsed: result.subscription.templateSavesUsed,
          },
        };
      },
    }),
    route({
      method: 'delete',
      path: '/saved-templates',
      summary: 'Removes a saved template (by `templateId`, or by `id` once it left the catalogue)',
      query: UnsaveTemplateInput,
      roles: SIGNED_IN,
      response: '`{success: true, removed}`; `removed` is false when nothing was saved.',
      handler: async ({ actor, query }) => {
        const result = await savedTemplates.unsave(actor, query);
        return { success: true, removed: result.removed };
      },
    }),
  ];
}
