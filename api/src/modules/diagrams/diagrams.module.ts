import { route, SIGNED_IN } from '../../rest/route';
import type { FeatureModule } from '../feature-module';
import { DiagramResolver } from './diagram.resolver';
import { DiagramService } from './diagram.service';

/** Diagrams of saved templates: SVG and Mermaid from the layout the detail page draws. */
export const diagramsModule: FeatureModule<{ diagrams: DiagramService }> = {
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
