import type { SignedInActor } from '../../core/actor';
import type { SavedTemplateService } from '../saved-templates/saved-template.service';
import type { TemplateService } from '../templates/template.service';
import { renderDiagram, type Diagram } from './render-diagram';

/**
 * Diagrams of saved templates: only a template the caller saved is drawn (403
 * otherwise); an unknown template is a 404 first, since the catalogue is public anyway.
 */
export class DiagramService {
  constructor(
    private readonly templates: TemplateService,
    private readonly savedTemplates: SavedTemplateService,
  ) {}

  async templateDiagram(actor: SignedInActor, templateId: string): Promise<Diagram> {
    const template = await this.templates.getById(templateId);
    await this.savedTemplates.requireSaved(actor, template.id, 'generate its diagram');
    return renderDiagram(template.workflow);
  }
}
