/** Browser storage key of the session token. */
export const AUTH_TOKEN_KEY = 'auth_token';

/** The stored session token, or null (none stored, or storage unavailable). */
export function readSessionToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeSessionToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode, quota): the session lasts until the tab closes.
  }
  for (const listener of changeListeners) listener();
}

/** Tab storage key of the notice of a session the API ended, kept across one reload. */
export const SESSION_NOTICE_KEY = 'session_notice';

/**
 * The notice of a session the API ended, left by the page before a reload, once: it is forgotten
 * as it is read. A session can end on the old page (a subscription refused) just as the user
 * reloads; the new page still says why they are signed out.
 */
export function takeSessionNotice(): string | null {
  try {
    const notice = window.sessionStorage.getItem(SESSION_NOTICE_KEY);
    window.sessionStorage.removeItem(SESSION_NOTICE_KEY);
    return notice;
  } catch {
    return null;
  }
}

/** Keeps `notice` for the next page load of this tab (null: keeps nothing). */
export function keepSessionNotice(notice: string | null): void {
  try {
    if (notice) window.sessionStorage.setItem(SESSION_NOTICE_KEY, notice);
    else window.sessionStorage.removeItem(SESSION_NOTICE_KEY);
  } catch {
    // Storage refused: the notice is shown on this page only.
  }
}

export function forgetSessionToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing was stored where we cannot read.
  }
  for (const listener of changeListeners) listener();
}

const changeListeners = new Set<() => void>();

/**
 * Calls `listener` whenever this tab signs in or out, until the returned function is called:
 * the subscription socket reconnects then, so it acts as the new session (or as nobody).
 */
export function onSessionTokenChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

type RefusedTokenListener = (token: string) => void;

const refusedTokenListeners = new Set<RefusedTokenListener>();
/** Refusals reported while nobody listened, handed to the next listener. */
const unheardRefusals = new Set<string>();

/**
 * Says that the server refused `token` (expired, revoked by a password change, account gone).
 * The Apollo client is created before React renders, so it reports here and the session, once
 * mounted, listens. The first query is sent while the page renders and its answer can arrive
 * before the session's effect subscribes: a refusal nobody heard waits for the first listener.
 */
export function reportRefusedToken(token: string): void {
  if (refusedTokenListeners.size === 0) {
    unheardRefusals.add(token);
    return;
  }
  for (const listener of refusedTokenListeners) listener(token);
}

/**
 * Calls `listener` with every refused token until the returned function is called, starting with
 * those refused while nobody listened.
 */
export function onRefusedToken(listener: RefusedTokenListener): () => void {
  refusedTokenListeners.add(listener);
  const unheard = [...unheardRefusals];
  unheardRefusals.clear();
  for (const token of unheard) listener(token);
  return () => {
    refusedTokenListeners.delete(listener);
  };
}
