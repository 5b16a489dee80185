import type { ApolloCache } from '@apollo/client';
import { N8nConnectionSettingsDocument, type N8nConnectionSettingsQuery } from '../../gql/graphql';

export type N8nSettings = N8nConnectionSettingsQuery['n8nSettings'];

/**
 * Puts what a save or a clear answered where every reader of `n8nSettings` looks. The settings
 * have no id, so Apollo would not attach a mutation's answer to the query by itself; this is
 * what turns the header's button to "n8n connected" and back. (The answer carries its
 * `__typename`, which Apollo adds to every selection.)
 */
export function writeN8nSettings(cache: ApolloCache, n8nSettings: N8nSettings): void {
  cache.writeQuery({ query: N8nConnectionSettingsDocument, data: { n8nSettings } });
}
