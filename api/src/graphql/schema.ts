import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { FEATURES, type FeatureList } from '../modules/index';
import { validateArguments } from './validate-arguments';

const built = new WeakMap<FeatureList, GraphQLSchema>();

/**
 * The schema of a list of features, built once per list from their resolver classes;
 * `validateFn` checks every argument as REST input is checked, `authChecker` serves `@Authorized`.
 */
export function getSchema(features: FeatureList = FEATURES): GraphQLSchema {
  let schema = built.get(features);
  if (!schema) {
    const resolvers = features.flatMap((feature) => feature.resolvers ?? []);
    schema = buildSchemaSync({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
      resolvers: resolvers as NonEmptyArray<Function>,
      validateFn: validateArguments,
      authChecker,
    });
    built.set(features, schema);
  }
  return schema;
}

/** The SDL committed as schema/schema.graphql and read by the web app's code generator. */
export function printSdl(): string {
  return `${printSchema(getSchema())}\n`;
}
