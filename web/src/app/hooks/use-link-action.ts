import { useCallback, useEffect, useRef, useState } from 'react';
import { readableMessage, readRequestError } from '../request-error';
import { useLinkToken } from './use-link-token';

/** Where a page that acts on a mailed link is: acting, done, a link that is no good, no answer. */
export type LinkPhase<T> =
  | { kind: 'working' }
  | { kind: 'done'; result: T }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

/** The API refused the token itself (used, expired, made up, altered or cut off). */
const refusesLink = (code: string | undefined) =>
  code === 'VALIDATION_ERROR' || code === 'BAD_USER_INPUT';

/**
 * A page that acts as soon as a link from an email opens it (an unsubscribe, an email
 * verification): the token from `?token=` (out of the address bar at once, `useLinkToken`), `act`
 * run once per token however often the page renders, and what came of it. A link without a token,
 * or one the API refuses, is `invalid` with the API's words (`incomplete` for none); no answer is
 * `failed`, and `retry` acts again.
 */
export function useLinkAction<T>(
  path: string,
  act: (token: string) => Promise<T>,
  incomplete: string,
): { phase: LinkPhase<T>; retry(): void } {
  const token = useLinkToken(path);
  const [phase, setPhase] = useState<LinkPhase<T>>(
    token ? { kind: 'working' } : { kind: 'invalid', message: incomplete },
  );
  const acting = useRef(act);
  acting.current = act;
  const asked = useRef<string | null>(null);

  const run = useCallback(
    async (linkToken: string) => {
      setPhase({ kind: 'working' });
      try {
        setPhase({ kind: 'done', result: await acting.current(linkToken) });
      } catch (error) {
        const problem = readRequestError(error);
        setPhase(
          refusesLink(problem.code)
            ? { kind: 'invalid', message: readableMessage(problem) ?? incomplete }
            : { kind: 'failed' },
        );
      }
    },
    [incomplete],
  );

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void run(token);
  }, [token, run]);

  return { phase, retry: () => token && void run(token) };
}
