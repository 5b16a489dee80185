import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { COMPRESSION_THRESHOLD } from './prepared-body';

/**
 * Compresses every answer of at least 1 kB whose type is worth it (JSON, HTML, text; not a PDF),
 * in the encoding the client prefers, brotli first: a catalogue page of 40 kB goes out as about
 * 12 kB. Brotli at quality 4 and gzip at level 6 cost under a millisecond for such a page. An
 * answer made once and sent many times (`PreparedBody`) and the build's own files arrive here
 * already compressed and pass as they are. A request for a byte range gets its bytes as they
 * are: its Content-Range counts the uncompressed ones.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD, filter: worthCompressing });
}

function worthCompressing(req: Request, res: Response): boolean {
  return req.headers.range === undefined && compression.filter(req, res);
}
