import type { ApolloCache } from '@apollo/client';
import { SessionUserDocument, type SaveTemplateMutation } from '../../gql-home/graphql';

/** The save counter a save or an unsave answers with. */
export type SaveCount = SaveTemplateMutation['saveTemplate']['subscription'];

/**
 * Sets `Template.isSaved` on the one normalized template, so every card and the detail page
 * showing it agree at once. A template the cache does not hold is left alone.
 */
export function writeTemplateSaved(cache: ApolloCache, templateId: string, saved: boolean): void {
  const id = cache.identify({ __typename: 'Template', id: templateId });
  if (id) cache.modify({ id, fields: { isSaved: () => saved } });
}

/**
 * Puts the save counter a save or an unsave answered into the session's account (its
 * subscription is not normalized, so the answer alone would not reach it), and drops the cached
 * saved-template pages so My Templates asks again.
 */
export function writeSaveCount(cache: ApolloCache, saves: SaveCount): void {
  cache.updateQuery({ query: SessionUserDocument }, (data) => {
    if (!data?.me) return undefined;
    const { templateSaves, templateSavesUsed } = saves;
    const subscription = { ...data.me.subscription, templateSaves, templateSavesUsed };
    return { ...data, me: { ...data.me, subscription } };
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedTemplates' });
}
