import type { Authenticator } from '../auth/authenticate';
import type { Actor } from '../core/actor';
import type { RestMount } from '../rest/rest-surfaces';
import type { RouteDefinition } from '../rest/route';
import type { CoreServices, Services } from '../services';

// Decorated classes (entities, migrations, resolvers) are passed around as constructors.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ClassList = Function[];

/**
 * Everything one feature adds to the application, in one object: `api/src/modules/<feature>/
 * <feature>.module.ts` exports it and `modules/index.ts` lists it. The data source reads the
 * entities and migrations, the schema build the resolvers, the REST facades and their OpenAPI
 * document the routes and mounts, the GraphQL context the loaders, and `createServices` the
 * services, so adding a feature is one folder and one line.
 *
 * `S` is what the feature adds to `Services` (e.g. `{ templates: TemplateService }`), `L` what
 * it adds to the per-request loaders.
 */
export interface FeatureModule<
  S extends object = object,
  L extends object = object,
  N extends object = object,
> {
  name: string;
  /**
   * The names of the modules this one builds on: whose services it uses (and so whose tables and
   * types come with them). `createServices` refuses a list where one is missing or comes later.
   */
  needs?: readonly string[];
  entities?: ClassList;
  /** Migrations are applied in timestamp order across all features. */
  migrations?: ClassList;
  resolvers?: ClassList;
  /**
   * Builds the feature's services once per process from the core (env, logger, db, realtime,
   * rate limits) and the services of its `needs`, `N` (`ServicesOf<typeof aModule | ...>`): a
   * service of a feature it does not declare does not compile.
   */
  services?(services: CoreServices & N): S;
  /**
   * The application's token check (REST, GraphQL, graphql-ws), from the feature that issues
   * tokens; at most one feature provides it.
   */
  authenticator?: (services: Services) => Authenticator;
  /**
   * Built per GraphQL request, so nothing is cached across users; `actor` is the request's, for
   * relations that depend on who asks (whether they saved a template).
   */
  loaders?: (services: Services, actor: Actor) => L;
  /** REST routes, served under /api and described in /api/openapi.json. */
  routes?: (services: Services) => RouteDefinition[];
  /** REST surfaces served at their own top-level path, e.g. `{ '/n8n': ... }`; described too. */
  mounts?: Record<string, (services: Services) => RestMount>;
  /** Idempotent data the feature needs at every boot (demo data only when `env.seedDemo`). */
  seed?: (services: Services) => Promise<void>;
  /**
   * What the feature does at start before its process reports ready (`/readyz`), e.g. the
   * catalogue building its search index. Run in the background once the services exist; a
   * failure is logged and the warm-up run again later (`process/readiness.ts`).
   */
  warmUp?: (services: Services) => Promise<void>;
  /** At shutdown, before the database closes: flush what is pending, stop timers. */
  close?: (services: Services) => Promise<void>;
}

/**
 * Throws unless every feature's `needs` are in `features` and listed before it: the one error
 * names the feature and what it needs, instead of a service that is undefined at first use.
 */
export function requireNeeds(features: readonly FeatureModule[]): void {
  const position = new Map(features.map((feature, index) => [feature.name, index]));
  features.forEach((feature, index) => {
    for (const need of feature.needs ?? []) {
      const at = position.get(need);
      if (at === undefined) {
        throw new Error(
          `The feature "${feature.name}" needs "${need}", which is not in the feature list`,
        );
      }
      if (at > index) {
        throw new Error(
          `The feature "${feature.name}" needs "${need}", which is listed after it: list "${need}" first`,
        );
      }
    }
  });
}

/**
 * The services the modules `M` (a union of module types) provide: what a feature's `needs`
 * give its services factory, `FeatureModule<S, L, ServicesOf<typeof a | typeof b>>`.
 */
export type ServicesOf<M> = ProvidedBy<M, 'services'>;

/** What a list of feature modules adds to `Services` (or, with `'loaders'`, to the loaders). */
export type ProvidedBy<M, Part extends 'services' | 'loaders'> = UnionToIntersection<
  M extends FeatureModule<infer S, infer L> ? (Part extends 'services' ? S : L) : never
>;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
