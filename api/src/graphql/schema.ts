import { printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { FEATURES, type FeatureList } from '../modules/index';
import { MemoryRealtime } from '../realtime/memory-realtime';
import type { Realtime } from '../realtime/realtime';
import { realtimePubSub } from '../realtime/realtime-pub-sub';
import { validateArguments } from './validate-arguments';

const built = new WeakMap<FeatureList, WeakMap<Realtime, GraphQLSchema>>();

/** The pub-sub of a schema built only to be printed or inspected: it hears nothing. */
const DETACHED = new MemoryRealtime();

/**
 * The schema of a list of features, built once per list and pub-sub from their resolver
 * classes; `validateFn` checks every argument as REST input is checked, `authChecker` serves
 * `@Authorized`, and `@Subscription({ topics })` resolvers listen through `realtime` (the
 * process's, `services.realtime`).
 */
export function getSchema(
  features: FeatureList = FEATURES,
  realtime: Realtime = DETACHED,
): GraphQLSchema {
  let byRealtime = built.get(features);
  if (!byRealtime) built.set(features, (byRealtime = new WeakMap()));
  let schema = byRealtime.get(realtime);
  if (!schema) {
    const resolvers = features.flatMap((feature) => feature.resolvers ?? []);
    schema = buildSchemaSync({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
      resolvers: resolvers as NonEmptyArray<Function>,
      validateFn: validateArguments,
      authChecker,
      pubSub: realtimePubSub(realtime),
    });
    byRealtime.set(realtime, schema);
  }
  return schema;
}

/** The SDL committed as schema/schema.graphql and read by the web app's code generator. */
export function printSdl(): string {
  return `${printSchema(getSchema())}\n`;
}
