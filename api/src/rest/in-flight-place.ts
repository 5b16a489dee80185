import type { Response } from 'express';

const PLACE = Symbol('in-flight place');

interface Place {
  /** Handlers of the request still running. */
  running: number;
  /** The response has closed: sent, or abandoned by its client. */
  closed: boolean;
  /** What to give back then: a place under the in-flight cap, the request's count at shutdown. */
  releases: Array<() => void>;
}

type WithPlace = Response & { locals: { [PLACE]?: Place } };

/**
 * Ties something a request took (a place under the in-flight cap, its share of the work
 * shutdown waits for) to the request's life: `release` is called when the response has closed
 * and no handler of it still runs. A client that abandons a request does not end it while the
 * work it asked for goes on.
 */
export function holdPlace(res: Response, release: () => void): void {
  const locals = (res as WithPlace).locals;
  const held = locals[PLACE];
  if (held) {
    held.releases.push(release);
    return;
  }
  const place: Place = { running: 0, closed: false, releases: [release] };
  locals[PLACE] = place;
  res.once('close', () => {
    place.closed = true;
    if (place.running === 0) releaseAll(place);
  });
}

/**
 * Runs a request's handler; its place, if it holds one, is kept until the handler settles. A
 * handler that calls `next()` inside `work` keeps the place over the handlers it starts.
 */
export async function runHoldingPlace<T>(res: Response, work: () => T | Promise<T>): Promise<T> {
  const place = (res as WithPlace).locals[PLACE];
  if (!place) return work();
  place.running += 1;
  try {
    return await work();
  } finally {
    place.running -= 1;
    if (place.running === 0 && place.closed) releaseAll(place);
  }
}

function releaseAll(place: Place): void {
  for (const release of place.releases.splice(0)) release();
}
