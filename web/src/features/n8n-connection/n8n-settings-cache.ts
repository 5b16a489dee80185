import type { ApolloCache } from '@apollo/client';
import { getFragmentData } from '../../gql/fragment-masking';
import {
  N8nConnectionSettings_SettingsFragmentDoc,
  N8nConnectionSettingsDocument,
  type N8nConnectionSettings_SettingsFragment,
  type N8nConnectionSettingsQuery,
} from '../../gql/graphql';

/** The connection as an operation answers it (masked: read it with `readN8nSettings`). */
export type N8nSettingsRef = N8nConnectionSettingsQuery['n8nSettings'];
export type N8nSettings = N8nConnectionSettings_SettingsFragment;

/** The fields of a connection an operation answered; undefined stays undefined. */
export function readN8nSettings(ref: N8nSettingsRef): N8nSettings;
export function readN8nSettings(ref: N8nSettingsRef | undefined): N8nSettings | undefined;
export function readN8nSettings(ref: N8nSettingsRef | undefined): N8nSettings | undefined {
  return ref && getFragmentData(N8nConnectionSettings_SettingsFragmentDoc, ref);
}

/**
 * Puts what a save or a clear answered where every reader of `n8nSettings` looks. The settings
 * have no id, so Apollo would not attach a mutation's answer to the query by itself; this is
 * what turns the header's button to "n8n connected" and back. (The answer carries its
 * `__typename`, which Apollo adds to every selection.)
 */
export function writeN8nSettings(cache: ApolloCache, n8nSettings: N8nSettingsRef): void {
  cache.writeQuery({ query: N8nConnectionSettingsDocument, data: { n8nSettings } });
}
