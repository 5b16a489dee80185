import type { NonEmptyArray } from 'type-graphql';
import { CategoryResolver } from '../modules/templates/category.resolver';
import { TemplateResolver } from '../modules/templates/template.resolver';

/** Every resolver class of the schema; modules add theirs here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [TemplateResolver, CategoryResolver];
