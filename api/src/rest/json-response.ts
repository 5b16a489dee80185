import { PreparedBody } from './prepared-body';

/**
 * A JSON response body already serialized, with its entity tag and its compressed forms made on
 * first use. A route whose service hands back the same object for the same answer (a cached
 * catalogue page) returns `jsonOnce(thatObject, present)`: the presenting, the serialization,
 * the hashing and the compression then happen once per object rather than once per request, and
 * the object's lifetime (its cache's) bounds the bytes kept.
 */
export class JsonResponse extends PreparedBody {
  constructor(body: Buffer) {
    super(body, 'application/json; charset=utf-8');
  }
}

const serialized = new WeakMap<object, JsonResponse>();

/** `present(source)` as JSON, serialized the first time this `source` object is answered. */
export function jsonOnce<S extends object>(
  source: S,
  present: (source: S) => unknown,
): JsonResponse {
  return jsonTextOnce(source, (kept) => JSON.stringify(present(kept)));
}

/** `json(source)`, JSON text already, made the first time this `source` object is answered. */
export function jsonTextOnce<S extends object>(
  source: S,
  json: (source: S) => string,
): JsonResponse {
  let response = serialized.get(source);
  if (!response) {
    response = new JsonResponse(Buffer.from(json(source)));
    serialized.set(source, response);
  }
  return response;
}
