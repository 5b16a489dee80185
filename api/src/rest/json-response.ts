import { createHash } from 'node:crypto';

/**
 * A JSON response body already serialized, with its entity tag. A route whose service hands back
 * the same object for the same answer (a cached catalogue page) returns `jsonOnce(thatObject,
 * present)`: the presenting, the serialization and the hashing then happen once per object
 * rather than once per request, and the object's lifetime (its cache's) bounds the bytes kept.
 */
export class JsonResponse {
  readonly etag: string;

  constructor(readonly body: Buffer) {
    // The shape of Express's default (weak) ETag, so a client's If-None-Match works the same.
    const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
    this.etag = `W/"${body.length.toString(16)}-${hash}"`;
  }
}

const serialized = new WeakMap<object, JsonResponse>();

/** `present(source)` as JSON, serialized the first time this `source` object is answered. */
export function jsonOnce<S extends object>(
  source: S,
  present: (source: S) => unknown,
): JsonResponse {
  let response = serialized.get(source);
  if (!response) {
    response = new JsonResponse(Buffer.from(JSON.stringify(present(source))));
    serialized.set(source, response);
  }
  return response;
}
