import type { Response } from 'express';

const PLACE = Symbol('in-flight place');

interface Place {
  /** Handlers of the request still running. */
  running: number;
  /** The response has closed: sent, or abandoned by its client. */
  closed: boolean;
  release(): void;
}

type WithPlace = Response & { locals: { [PLACE]?: Place } };

/**
 * Ties a place a request took (the in-flight cap) to the request's life: it is given back when
 * the response has closed and no handler of it still runs. A client that abandons a request
 * does not free its place while the work it asked for goes on.
 */
export function holdPlace(res: Response, release: () => void): void {
  let released = false;
  const place: Place = {
    running: 0,
    closed: false,
    release: () => {
      if (released) return;
      released = true;
      release();
    },
  };
  (res as WithPlace).locals[PLACE] = place;
  res.once('close', () => {
    place.closed = true;
    if (place.running === 0) place.release();
  });
}

/** Runs a request's handler; its place, if it holds one, is kept until the handler settles. */
export async function runHoldingPlace<T>(res: Response, work: () => T | Promise<T>): Promise<T> {
  const place = (res as WithPlace).locals[PLACE];
  if (!place) return work();
  place.running += 1;
  try {
    return await work();
  } finally {
    place.running -= 1;
    if (place.running === 0 && place.closed) place.release();
  }
}
