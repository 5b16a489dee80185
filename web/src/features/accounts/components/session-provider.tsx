import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionUserDocument } from '../../../gql-home/graphql';
import { SESSION_ENDED_MESSAGE, SessionContext, type Session } from '../hooks/use-session';
import {
  forgetSessionToken,
  keepSessionNotice,
  onRefusedToken,
  readSessionToken,
  storeSessionToken,
  takeSessionNotice,
} from '../session-token';

/**
 * Holds the session: the stored token, the account it belongs to (loaded with `me` whenever a
 * token is stored) and the notice shown when the API ends a session. Signing out, by choice or
 * because any operation was refused, clears Apollo's cache so nothing of the account stays behind.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setToken] = useState(readSessionToken);
  const [notice, setNotice] = useState<string | null>(takeSessionNotice);
  const { data, loading, refetch } = useQuery(SessionUserDocument, { skip: !token });

  const signIn = useCallback(
    (next: string) => {
      const previous = readSessionToken();
      storeSessionToken(next);
      setToken(next);
      keepSessionNotice(null);
      setNotice(null);
      // With a token stored already the query is running and would not ask again by itself.
      if (previous) refetch().catch(() => undefined);
    },
    [refetch],
  );

  const signOut = useCallback(
    (message?: string) => {
      forgetSessionToken();
      setToken(null);
      // Kept for a reload that may already be under way; read once by the next page.
      keepSessionNotice(message ?? null);
      setNotice(message ?? null);
      void client.clearStore();
    },
    [client],
  );

  // A refused token ends the session only if it is still the one stored: a request sent before a
  // password change may be refused after the new token arrived.
  useEffect(
    () =>
      onRefusedToken((refused) => {
        if (readSessionToken() === refused) signOut(SESSION_ENDED_MESSAGE);
      }),
    [signOut],
  );

  const user = token ? (data?.me ?? null) : null;
  const session = useMemo<Session>(
    () => ({
      user,
      loading: Boolean(token) && loading && !user,
      signIn,
      signOut,
      refresh: async () => {
        if (readSessionToken()) await refetch();
      },
      notice,
      dismissNotice: () => {
        keepSessionNotice(null);
        setNotice(null);
      },
    }),
    [user, token, loading, signIn, signOut, refetch, notice],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
