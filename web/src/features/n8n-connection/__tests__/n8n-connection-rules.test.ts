import {
  BOTH_REQUIRED,
  INVALID_URL,
  isConnected,
  isHttpUrl,
  n8nConnectionProblems,
  n8nConnectionStatus,
  n8nTestMessage,
} from '../n8n-connection-rules';

describe('the n8n connection rules', () => {
  it('requires both the URL and the key, with one message for either', () => {
    expect(n8nConnectionProblems({ n8nInstanceUrl: '', n8nApiKey: 'key' })).toEqual({
      message: BOTH_REQUIRED,
      fields: {},
    });
    expect(
      n8nConnectionProblems({ n8nInstanceUrl: 'https://n8n.example.com', n8nApiKey: '  ' }),
    ).toEqual({
      message: BOTH_REQUIRED,
      fields: {},
    });
  });

  it('accepts only an http(s) URL with a host', () => {
    expect(isHttpUrl('https://n8n.example.com')).toBe(true);
    expect(isHttpUrl('http://localhost:5678/')).toBe(true);
    for (const text of [
      'n8n.example.com',
      'ftp://n8n.example.com',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(isHttpUrl(text)).toBe(false);
    }
    expect(n8nConnectionProblems({ n8nInstanceUrl: 'n8n.example.com', n8nApiKey: 'key' })).toEqual({
      fields: { n8nInstanceUrl: INVALID_URL },
    });
    expect(
      n8nConnectionProblems({ n8nInstanceUrl: ' https://n8n.example.com ', n8nApiKey: 'key' }),
    ).toEqual({ fields: {} });
  });

  it('counts a saved connection only with both its URL and its key', () => {
    expect(isConnected({ n8nInstanceUrl: 'https://n8n.example.com', hasApiKey: true })).toBe(true);
    expect(isConnected({ n8nInstanceUrl: null, hasApiKey: false })).toBe(false);
    expect(isConnected({ n8nInstanceUrl: 'https://n8n.example.com', hasApiKey: false })).toBe(
      false,
    );
    expect(isConnected(undefined)).toBe(false);
  });

  it('words every test result, and what is missing from one', () => {
    const found = { version: null, n8nInstanceUrl: null, reason: null };
    expect(n8nTestMessage({ ...found, result: 'not_configured' })).toBe(
      'Save your n8n instance URL and API key first',
    );
    expect(n8nTestMessage({ ...found, result: 'address_refused' })).toBe(
      'FlowVault will not call this address',
    );
    expect(n8nTestMessage({ ...found, result: 'unreachable' })).toBe(
      'Could not reach n8n at the saved address',
    );
  });

  it('says Connected only for saved settings whose last test succeeded', () => {
    const saved = { n8nInstanceUrl: 'https://n8n.example.com', hasApiKey: true };
    const tested = (result: 'connected' | 'unreachable') => ({ ...saved, lastTest: { result } });
    expect(n8nConnectionStatus({ ...saved, lastTest: null })).toBe('not_tested');
    expect(n8nConnectionStatus(tested('connected'))).toBe('connected');
    expect(n8nConnectionStatus(tested('unreachable'))).toBe('failed');
    expect(n8nConnectionStatus({ n8nInstanceUrl: null, hasApiKey: false, lastTest: null })).toBe(
      'not_connected',
    );
    expect(n8nConnectionStatus(undefined)).toBe('not_connected');
  });
});
