import { useEffect, useRef } from 'react';
import { useSession } from '../../accounts/hooks/use-session';

/**
 * Reads the account again, once, when the session's role may be out of date: an admin approves
 * an expert while their session runs, and roles are read per request by the API, so asking `me`
 * again is all it takes for the expert pages and links to open.
 */
export function useFreshRole(mayBeStale: boolean): void {
  const { refresh } = useSession();
  const asked = useRef(false);
  useEffect(() => {
    if (!mayBeStale || asked.current) return;
    asked.current = true;
    refresh().catch((error: unknown) => console.warn('Could not read the account again', error));
  }, [mayBeStale, refresh]);
}
