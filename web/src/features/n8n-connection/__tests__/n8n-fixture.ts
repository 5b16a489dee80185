import type { MockLink } from '@apollo/client/testing';
import { ImportToN8nDocument } from '../../../gql/graphql';
import {
  N8nConnectionSettingsClearDocument,
  N8nConnectionSettingsDocument,
  N8nConnectionSettingsSaveDocument,
} from '../../../gql/graphql';

type Result = MockLink.MockedResponse['result'];

/** A user's n8n connection as the API answers it: the URL, and whether a key is saved. */
export interface N8nConnection {
  n8nInstanceUrl: string | null;
  hasApiKey: boolean;
}

export const N8N_URL = 'https://n8n.example.com';
export const NOT_CONNECTED: N8nConnection = { n8nInstanceUrl: null, hasApiKey: false };
export const CONNECTED: N8nConnection = { n8nInstanceUrl: N8N_URL, hasApiKey: true };

const settings = (value: N8nConnection) => ({
  __typename: 'N8nSettings',
  ...value,
});

/** A GraphQL error as the API words it. */
export function apiError(message: string, extensions: Record<string, unknown>): Result {
  return { errors: [{ message, extensions }] };
}

/** The answer to the connection's load. */
export function settingsMock(value: N8nConnection = NOT_CONNECTED): MockLink.MockedResponse {
  return {
    request: { query: N8nConnectionSettingsDocument },
    result: { data: { n8nSettings: settings(value) } },
  };
}

/** A load of the connection that never got an answer. */
export function settingsFailureMock(): MockLink.MockedResponse {
  return {
    request: { query: N8nConnectionSettingsDocument },
    error: new TypeError('Failed to fetch'),
  };
}

/** A save of `input`, answered with the connection as the API normalized it. */
export function saveMock(
  input: { n8nInstanceUrl: string; n8nApiKey: string },
  result: Result = {
    data: { saveN8nSettings: settings({ n8nInstanceUrl: input.n8nInstanceUrl, hasApiKey: true }) },
  },
): MockLink.MockedResponse {
  return { request: { query: N8nConnectionSettingsSaveDocument, variables: { input } }, result };
}

/** A clear, answered with the emptied connection unless told otherwise. */
export function clearMock(
  result: Result = {
    data: {
      clearN8nSettings: {
        __typename: 'ClearN8nSettingsPayload',
        cleared: true,
        settings: settings(NOT_CONNECTED),
      },
    },
  },
): MockLink.MockedResponse {
  return { request: { query: N8nConnectionSettingsClearDocument }, result };
}

/** An import with these variables. */
export function importMock(
  input: Record<string, unknown>,
  answer: { result: Result } | { error: Error },
): MockLink.MockedResponse {
  return { request: { query: ImportToN8nDocument, variables: { input } }, ...answer };
}
