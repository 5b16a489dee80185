import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { RESOLVERS } from './resolvers';

let cached: GraphQLSchema | undefined;

/** The schema is built once per process from the resolver classes; `validate` runs class-validator. */
export function getSchema(): GraphQLSchema {
  cached ??= buildSchemaSync({ resolvers: RESOLVERS, validate: true });
  return cached;
}

/** The SDL committed as schema/schema.graphql and read by the web app's code generator. */
export function printSdl(): string {
  return `${printSchema(getSchema())}\n`;
}
