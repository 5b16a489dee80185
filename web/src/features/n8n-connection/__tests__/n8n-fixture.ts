import type { MockLink } from '@apollo/client/testing';
import { ImportToN8nDocument } from '../../../gql/graphql';
import {
  N8nConnectionSettingsClearDocument,
  N8nConnectionSettingsDocument,
  N8nConnectionSettingsSaveDocument,
  N8nConnectionSettingsTestDocument,
  type N8nConnectionTestResult,
} from '../../../gql/graphql';

type Result = MockLink.MockedResponse['result'];

/**
 * A user's n8n connection as the API answers it: the URL, whether a key is saved, and what the
 * last test of it found (none when left out).
 */
export interface N8nConnection {
  n8nInstanceUrl: string | null;
  hasApiKey: boolean;
  lastTest?: N8nConnectionTestResult;
}

export const N8N_URL = 'https://n8n.example.com';
export const TESTED_AT = '2025-01-02T03:04:05.000Z';
export const NOT_CONNECTED: N8nConnection = { n8nInstanceUrl: null, hasApiKey: false };
/** Saved, and tested: n8n accepted the key. */
export const CONNECTED: N8nConnection = {
  n8nInstanceUrl: N8N_URL,
  hasApiKey: true,
  lastTest: 'connected',
};
/** Saved, and not tested since. */
export const SAVED: N8nConnection = { n8nInstanceUrl: N8N_URL, hasApiKey: true };

/** The connection as the API's `N8nSettings`. */
export const settingsOf = ({ lastTest, ...value }: N8nConnection) => ({
  __typename: 'N8nSettings',
  ...value,
  lastTest: lastTest
    ? { __typename: 'N8nConnectionLastTest', result: lastTest, version: null, testedAt: TESTED_AT }
    : null,
});

/** A GraphQL error as the API words it. */
export function apiError(message: string, extensions: Record<string, unknown>): Result {
  return { errors: [{ message, extensions }] };
}

/** The answer to the connection's load. */
export function settingsMock(value: N8nConnection = NOT_CONNECTED): MockLink.MockedResponse {
  return {
    request: { query: N8nConnectionSettingsDocument },
    result: { data: { n8nSettings: settingsOf(value) } },
  };
}

/** A load of the connection that never got an answer. */
export function settingsFailureMock(): MockLink.MockedResponse {
  return {
    request: { query: N8nConnectionSettingsDocument },
    error: new TypeError('Failed to fetch'),
  };
}

/** A test of the saved connection at N8N_URL that found `result`. */
export function testMock(
  result: N8nConnectionTestResult,
  { version = null, reason = null }: { version?: string | null; reason?: string | null } = {},
): MockLink.MockedResponse {
  const saved = result !== 'not_configured';
  return {
    request: { query: N8nConnectionSettingsTestDocument },
    result: {
      data: {
        testN8nConnection: {
          __typename: 'TestN8nConnectionPayload',
          result,
          version,
          n8nInstanceUrl: saved ? N8N_URL : null,
          reason,
          settings: settingsOf(saved ? { ...SAVED, lastTest: result } : NOT_CONNECTED),
        },
      },
    },
  };
}

/** A save of `input`, answered with the connection as the API normalized it. */
export function saveMock(
  input: { n8nInstanceUrl: string; n8nApiKey: string },
  result: Result = {
    data: {
      saveN8nSettings: settingsOf({ n8nInstanceUrl: input.n8nInstanceUrl, hasApiKey: true }),
    },
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
        settings: settingsOf(NOT_CONNECTED),
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
