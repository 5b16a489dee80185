import type { Template } from '../templates/template.entity';
import { presentTemplate } from '../templates/template.presenter';
import type { SavedTemplateRecord } from './saved-template.repository';
import { REMOVED_REASON } from './saved-template.service';

/** A saved record over REST: `_id`, `templateId`, `createdAt`, `templateData`. */
export function presentSavedTemplate(
  record: SavedTemplateRecord,
  template: Template | undefined,
  publicUrl: string,
) {
  return {
    _id: record.id,
    templateId: record.templateId,
    createdAt: record.createdAt.toISOString(),
    templateData: template
      ? presentTemplate(template, publicUrl, { withWorkflow: true })
      : { id: record.templateId, name: record.templateName },
  };
}

/** A save whose template left the catalogue, with the reason it is listed apart. */
export function presentRemovedSave(record: SavedTemplateRecord) {
  return {
    _id: record.id,
    name: record.templateName,
    savedAt: record.createdAt.toISOString(),
    reason: REMOVED_REASON,
  };
}

/** The same, for GraphQL's `RemovedSavedTemplate`. */
export function toRemovedSave(record: SavedTemplateRecord) {
  return {
    id: record.id,
    name: record.templateName,
    savedAt: record.createdAt,
    reason: REMOVED_REASON,
  };
}
