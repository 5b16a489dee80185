import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { SavedTemplateStateDocument } from '../../../gql-home/graphql';
import { writeTemplateSaved } from '../saved-cache';
import { useAccountChange } from './use-account-change';

/** Whether the signed-in user saved one template. */
export interface SavedState {
  id: string;
  isSaved: boolean;
}

/** Asks the API for the saved state of whatever a page shows. */
export type LoadSavedState = (client: ApolloClient) => Promise<SavedState[]>;

/**
 * After someone signs in, asks again which of the templates a page shows they saved and writes
 * the answer into the cache (what was loaded before came for a visitor or another account).
 * Signing out needs nothing: the cache is cleared and views show nothing saved without a user.
 * A failure is only logged.
 */
export function useSavedStateRefresh(load: LoadSavedState): void {
  const client = useApolloClient();
  useAccountChange((user) => {
    if (!user) return;
    load(client)
      .then((states) =>
        client.cache.batch({
          update: (cache) =>
            states.forEach(({ id, isSaved }) => writeTemplateSaved(cache, id, isSaved)),
        }),
      )
      .catch((error: unknown) => console.error('Could not check which templates are saved', error));
  });
}

/** The saved state of one template, for the detail page. */
export function templateSavedState(templateId: string): LoadSavedState {
  return async (client) => {
    const { data } = await client.query({
      query: SavedTemplateStateDocument,
      variables: { templateId },
      fetchPolicy: 'no-cache',
    });
    return data ? [{ id: templateId, isSaved: data.isTemplateSaved }] : [];
  };
}
