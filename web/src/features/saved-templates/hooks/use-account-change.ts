import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSession, type SessionUser } from '../../accounts/hooks/use-session';

/**
 * Calls `onChange` with the new account whenever someone signs in or out (or another account
 * signs in), so what was loaded for the previous one can be asked again. Not called while the
 * stored session first loads: whatever the page fetched meanwhile already went with its token.
 */
export function useAccountChange(onChange: (user: SessionUser | null) => void): void {
  const { user, loading } = useSession();
  const settled = loading ? undefined : (user?.id ?? null);
  const last = useRef(settled);
  const latest = useRef({ onChange, user });

  useLayoutEffect(() => {
    latest.current = { onChange, user };
  });

  useEffect(() => {
    if (settled === undefined) return;
    const previous = last.current;
    last.current = settled;
    if (previous !== undefined && previous !== settled)
      latest.current.onChange(latest.current.user);
  }, [settled]);
}
