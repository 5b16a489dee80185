import { enumOf } from '../../../graphql/shared-types';
import { registerEnumType } from 'type-graphql';
import { COMPLEXITIES, DIFFICULTIES, N8N_COMPATIBILITIES, TRIGGER_TYPES } from '../template.entity';
import { TEMPLATE_SORTS } from '../template-list-query';

export const TriggerTypeEnum = enumOf(TRIGGER_TYPES);
export const ComplexityEnum = enumOf(COMPLEXITIES);
export const DifficultyEnum = enumOf(DIFFICULTIES);
export const TemplateSortEnum = enumOf(TEMPLATE_SORTS);
export const N8nCompatibilityEnum = enumOf(N8N_COMPATIBILITIES);

registerEnumType(TriggerTypeEnum, {
  name: 'TriggerType',
  description: 'What starts the workflow: a person, a schedule, an app event or a webhook call.',
});
registerEnumType(ComplexityEnum, {
  name: 'Complexity',
  description: 'Simple up to 5 nodes, Medium 6-15, Complex 16 and more (sticky notes excluded).',
});
registerEnumType(DifficultyEnum, { name: 'Difficulty' });
registerEnumType(N8nCompatibilityEnum, {
  name: 'N8nCompatibility',
  description: 'Clean: imports into n8n 1.x as it is. Blocked: something stands in the way.',
});
registerEnumType(TemplateSortEnum, {
  name: 'TemplateSort',
  description: 'List order; relevance is the default when searching, newest otherwise.',
});
