import { route, SIGNED_IN } from '../../rest/route';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { templatesModule } from '../templates/templates.module';
import type { savedTemplatesModule } from '../saved-templates/saved-templates.module';
import { DiagramResolver } from './diagram.resolver';
import { DiagramService } from './diagram.service';

/** Diagrams of saved templates: SVG and Mermaid from the layout the detail page draws. */
export const diagramsModule: FeatureModule<
  { diagrams: DiagramService },
  object,
  ServicesOf<typeof templatesModule | typeof savedTemplatesModule>
> = {
  name: 'diagrams',
  needs: ['templates', 'saved-templates'],
  resolvers: [DiagramResolver],
  services: ({ templates, savedTemplates }) => ({
    diagrams: new DiagramService(templates, savedTemplates),
  }),
  routes: ({ diagrams }) => [
    route({
      method: 'post',
      path: '/templates/:id/diagram',
      summary: 'Draws a saved template as SVG and Mermaid',
      roles: SIGNED_IN,
      notFound: 'Template not found',
      response:
        '`{diagram: {svg, mermaid, width, height}}`; 403 when the caller has not saved the template.',
      errors: ['forbidden'],
      handler: async ({ actor, params }) => ({
        diagram: await diagrams.templateDiagram(actor, params.id),
      }),
    }),
  ],
};
