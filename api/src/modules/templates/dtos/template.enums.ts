import { registerEnumType } from 'type-graphql';
import { COMPLEXITIES, DIFFICULTIES, TRIGGER_TYPES } from '../template.entity';
import { TEMPLATE_SORTS } from '../template-list-query';

/** GraphQL enums whose values are the stored strings themselves, so no mapping is needed. */
export function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
}

export const TriggerTypeEnum = enumOf(TRIGGER_TYPES);
export const ComplexityEnum = enumOf(COMPLEXITIES);
export const DifficultyEnum = enumOf(DIFFICULTIES);
export const TemplateSortEnum = enumOf(TEMPLATE_SORTS);

registerEnumType(TriggerTypeEnum, {
  name: 'TriggerType',
  description: 'What starts the workflow: a person, a schedule, an app event or a webhook call.',
});
registerEnumType(ComplexityEnum, {
  name: 'Complexity',
  description: 'Simple up to 5 nodes, Medium 6-15, Complex 16 and more (sticky notes excluded).',
});
registerEnumType(DifficultyEnum, { name: 'Difficulty' });
registerEnumType(TemplateSortEnum, {
  name: 'TemplateSort',
  description: 'List order; relevance is the default when searching, newest otherwise.',
});
