import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The token of a link from an email (a password reset, an unsubscribe): from `?token=` on
 * arrival, then from the history entry the page at `path` replaces it with, so the token leaves
 * the address bar (and any Referer) at once.
 */
export function useLinkToken(path: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromQuery = new URLSearchParams(location.search).get('token');
  const fromState = (location.state as { token?: string } | null)?.token ?? null;
  useEffect(() => {
    if (fromQuery) navigate(path, { replace: true, state: { token: fromQuery } });
  }, [fromQuery, navigate, path]);
  return fromQuery ?? fromState;
}
