import type { IncomingHttpHeaders } from 'node:http';
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { Actor, Role, SignedInActor } from '../core/actor';
import { AppError, type ErrorCode } from '../core/app-error';
import type { InputClass } from '../core/validate-input';
import { routeActorOf } from './actor';
import { runHoldingPlace } from './in-flight-place';
import { JsonResponse } from './json-response';
import { rawBodyOf } from './raw-body';
import { readBody, readParams, readQuery } from './read-input';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a handler is given: the inputs already read, coerced and validated, and the actor: a
 * `SignedInActor` when the route declares `roles` (see `route`), any `Actor` otherwise.
 */
export interface RouteInput<Q, B, P, A extends Actor = Actor> {
  query: Q;
  body: B;
  params: P;
  actor: A;
  /** The client's address (following TRUST_PROXY), for what counts per visitor. */
  ip: string;
  /** The request's headers, for the rare route that reads one (a webhook's signature). */
  headers: IncomingHttpHeaders;
  /** The JSON body exactly as it arrived, for signature checks over its bytes. */
  rawBody?: Buffer;
}

/**
 * A REST route as data: what Express needs to serve it and what the OpenAPI document needs to
 * describe it, in one place, so the two cannot drift apart. `routerOf` serves a list of them;
 * `openApiDocument` describes the same list.
 */
export interface RouteDefinition<
  Q extends object = object,
  B extends object = object,
  P extends object = object,
  A extends Actor = Actor,
> {
  method: HttpMethod;
  /** Express syntax, relative to where the routes are mounted: `/templates/:id`. */
  path: string;
  summary: string;
  description?: string;
  /** Grouping in the document; the registry sets the feature's name when absent. */
  tags?: string[];
  query?: InputClass<Q>;
  /** A JSON body; the route answers 400 when it breaks the class's rules. */
  body?: InputClass<B>;
  /** A request without any body reads as `{}` (a body whose every field is optional). */
  bodyOptional?: boolean;
  /** Rules for the path parameters (strings otherwise); breaking them answers 404 `notFound`. */
  params?: InputClass<P>;
  /**
   * Present: signed-in callers only, and with one of these roles when any are listed (`SIGNED_IN`
   * for any role). Checked before the inputs are read: 401 anonymous, 403 without the role.
   */
  roles?: readonly Role[];
  /**
   * The 404 message when the path names nothing: an unknown or malformed id, or one that is not
   * even valid percent-encoding.
   */
  notFound?: string;
  /** The success status, 200 by default; 204 sends no body. */
  status?: 200 | 201 | 202 | 204;
  /** What a success answers, for the document. */
  response: string;
  /** Error codes the route may answer besides those its inputs, roles and `notFound` imply. */
  errors?: ErrorCode[];
  /**
   * The body of a validation or upstream error of this route when the feature's answer has
   * its own shape (an import's `{success: false, error, details, url}`); every other error keeps
   * the standard `{error, message}`.
   */
  failureBody?: (error: AppError) => object;
  /**
   * Reads its input, calls one service method and returns the body to send as JSON (or a
   * `JsonResponse` serialized before). A handler that must shape the response itself (a
   * download) writes to `res` and returns nothing.
   */
  handler(input: RouteInput<Q, B, P, A>, res: Response): unknown;
}

/** `roles` for a route open to every signed-in caller, whatever their role. */
export { SIGNED_IN } from '../auth/require-role';

/**
 * A route definition, its handler's input typed from its classes. A definition declaring `roles`
 * gives its handler the `SignedInActor` the check let through, so no handler narrows the actor
 * again; without `roles` the handler gets whoever calls, visitors included.
 */
export function route<
  Q extends object = object,
  B extends object = object,
  P extends object = Record<string, string>,
>(
  definition: RouteDefinition<Q, B, P, SignedInActor> & { roles: readonly Role[] },
): RouteDefinition;
export function route<
  Q extends object = object,
  B extends object = object,
  P extends object = Record<string, string>,
>(definition: RouteDefinition<Q, B, P> & { roles?: undefined }): RouteDefinition;
export function route(definition: RouteDefinition<object, object, object, never>): RouteDefinition {
  return definition as RouteDefinition;
}

/** Serves route definitions: the role check, then the inputs, then the handler. */
export function routerOf(routes: readonly RouteDefinition[]): Router {
  const router = Router();
  for (const definition of routes) {
    router[definition.method](definition.path, async (req, res) => {
      try {
        await serve(definition, req, res);
      } catch (error) {
        const { failureBody } = definition;
        const own =
          failureBody &&
          error instanceof AppError &&
          (error.code === 'validation_error' || error.code === 'upstream_error');
        if (!own || res.headersSent) throw error;
        res.status(error.status).json(failureBody(error));
      }
    });
  }
  for (const [prefix, message] of undecodablePaths(routes)) {
    router.use(prefix, notFoundOnUriError(message));
  }
  return router;
}

/**
 * Checks the route's roles, reads the inputs, runs the handler and sends what it returned. The
 * handler is given the actor the check returned, which is what makes `route`'s `SignedInActor`
 * true at run time.
 */
async function serve(definition: RouteDefinition, req: Request, res: Response): Promise<void> {
  const actor = routeActorOf(req, definition.roles);
  const notFound = definition.notFound ?? 'Not found';
  // The path first: a path that names nothing is a 404 whatever the query says.
  const params = readParams(definition.params, req.params, notFound);
  const input: RouteInput<object, object, object> = {
    params,
    query: definition.query ? readQuery(definition.query, req.query) : {},
    body: definition.body ? readBody(definition.body, bodyOf(definition, req)) : {},
    actor,
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    headers: req.headers,
    rawBody: rawBodyOf(req),
  };
  const result = await runHoldingPlace(res, () => definition.handler(input, res));
  if (res.headersSent) return;
  const status = definition.status ?? 200;
  if (status === 204) res.status(204).end();
  else if (result instanceof JsonResponse) result.send(req, res, status);
  else res.status(status).json(result);
}

/** The parsed JSON body; none at all is `{}` where the route says its body is optional. */
function bodyOf(definition: RouteDefinition, req: Request): unknown {
  return req.body === undefined && definition.bodyOptional ? {} : req.body;
}

/**
 * Express decodes path parameters before any handler runs, so an id that is not even valid
 * percent-encoding surfaces as a URIError. It is still just an id we do not have: each route
 * with `notFound` turns it into that 404 under the static part of its path.
 */
function undecodablePaths(routes: readonly RouteDefinition[]): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const { path, notFound } of routes) {
    const prefix = path.split('/:')[0];
    if (notFound && prefix !== path && !prefixes.has(prefix)) prefixes.set(prefix, notFound);
  }
  return prefixes;
}

function notFoundOnUriError(message: string): ErrorRequestHandler {
  return (error, _req, _res, next) => {
    next(error instanceof URIError ? AppError.notFound(message) : error);
  };
}
