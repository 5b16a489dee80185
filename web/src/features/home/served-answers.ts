import type { ApolloCache } from '@apollo/client';
import { readSessionToken } from '../accounts/session-token';
import { SERVED_QUERIES } from './served-queries';

/** The id of the element holding the answers, `{ [name]: data }` as JSON. */
export const SERVED_ANSWERS_ID = 'served-answers';

/**
 * Puts the answers the page came with into the cache, where the home page's queries find them.
 * Only for a visitor: a signed-in user's answers differ (which templates they saved), so their
 * page asks for its own. Answers that are missing or do not parse are left to the network.
 */
export function writeServedAnswers(cache: ApolloCache): void {
  const element = document.getElementById(SERVED_ANSWERS_ID);
  if (!element?.textContent || readSessionToken()) return;
  try {
    const answers = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const { name, query, variables } of SERVED_QUERIES) {
      const data = answers[name];
      if (data && typeof data === 'object') cache.writeQuery({ query, variables, data });
    }
  } catch (error) {
    console.error('Could not use the answers the page came with', error);
  }
}
