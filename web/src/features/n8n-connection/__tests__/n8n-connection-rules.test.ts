import {
  BOTH_REQUIRED,
  INVALID_URL,
  isConnected,
  isHttpUrl,
  n8nConnectionProblems,
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
});
