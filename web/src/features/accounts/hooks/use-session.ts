import { createContext, useContext } from 'react';
import type { SessionUserQuery } from '../../../gql-home/graphql';

/** The signed-in account as the app knows it. */
export type SessionUser = NonNullable<SessionUserQuery['me']>;

/** Shown after the API refused the stored token. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export interface Session {
  /** The signed-in account; null for a visitor and while it loads. */
  user: SessionUser | null;
  /** True while the account of a stored token is loading: neither signed in nor out yet. */
  loading: boolean;
  /** Adopts a session token from sign-in, registration or a password change. */
  signIn(token: string): void;
  /** Forgets the token and everything cached for the account; `message` tells the user why. */
  signOut(message?: string): void;
  /** Reloads the account (plan changes after a payment). */
  refresh(): Promise<void>;
  /** Why the last session ended, until dismissed or the next sign-in. */
  notice: string | null;
  dismissNotice(): void;
}

export const SessionContext = createContext<Session | null>(null);

/** The session of the app: who is signed in, and the ways in and out. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
