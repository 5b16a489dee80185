import { cutKnownTokens, isLiteralSecret, isSecretKey, scrubWorkflow } from '../rules';
import { node, workflow } from './workflow-factory';

describe('secret scrubbing', () => {
  it('keeps only the name of each credential, whatever its form', () => {
    const { workflow: out, redactedValues } = scrubWorkflow(
      workflow([
        node('slack', { credentials: { slackApi: { id: '42', name: 'Team Slack' } } }),
        node('gmail', { credentials: { gmailOAuth2: 'My Gmail' } }),
        node('httpRequest', {
          credentials: { httpBasicAuth: { user: 'user', password: 'password' } },
        }),
      ]),
    );
    expect(out.nodes.map((n) => n.credentials)).toEqual([
      { slackApi: { name: 'Team Slack' } },
      { gmailOAuth2: { name: 'My Gmail' } },
      { httpBasicAuth: { name: '' } },
    ]);
    expect(redactedValues).toBe(0);
  });

  it('says what it took out and where, as the author reads the node', () => {
    const openAiKey = `sk-proj-${'Ab3'.repeat(10)}`;
    const { removed, redactedValues } = scrubWorkflow(
      workflow(
        [
          node('httpRequest', {
            name: 'HTTP Request',
            parameters: {
              queryParameters: { parameters: [{ name: 'api_key', value: 'k3y-Literal-9876' }] },
              headerParameters: {
                parameters: [{ name: 'X-Trace', value: `Bearer ${openAiKey}` }],
              },
            },
            credentials: { httpHeaderAuth: { id: '7', name: 'Header key' } },
          }),
          node('code', { name: 'Code', parameters: { jsCode: `const key = "${openAiKey}";` } }),
          node('gmail', { name: 'Gmail', credentials: { gmailOAuth2: 'My Gmail' } }),
        ],
        { pinData: { 'HTTP Request': [{ json: { email: 'jane@example.org' } }] } },
      ),
    );
    expect(removed).toEqual([
      { node: 'HTTP Request', path: 'Header Parameters › X-Trace', kind: 'token' },
      { node: 'HTTP Request', path: 'Query Parameters › api_key', kind: 'secret' },
      { node: 'HTTP Request', path: 'Credentials › httpHeaderAuth', kind: 'credential_id' },
      { node: 'Code', path: 'Js Code', kind: 'token' },
      { node: null, path: 'Pinned data', kind: 'pinned_data' },
    ]);
    // A credential's name and a workflow's pinned data are not secrets counted as blanked.
    expect(redactedValues).toBe(3);
  });

  it('reports nothing for a workflow with nothing to take out', () => {
    const { removed } = scrubWorkflow(
      workflow([node('slack', { credentials: { slackApi: 'Team Slack' } })], { pinData: {} }),
    );
    expect(removed).toEqual([]);
  });

  it('drops pinData, which can hold personal sample data', () => {
    const input = workflow([node('manualTrigger')], {
      pinData: { Start: [{ json: { email: 'jane@example.org' } }] },
    });
    const { workflow: out } = scrubWorkflow(input);
    expect(out).not.toHaveProperty('pinData');
    expect(out.nodes).toHaveLength(1);
  });

  it('blanks literal values under secret-like keys and counts them', () => {
    const { workflow: out, redactedValues } = scrubWorkflow(
      workflow([
        node('postgres', { parameters: { host: 'db.local', password: 'hunter2hunter2' } }),
        node('httpRequest', {
          parameters: {
            headerParameters: {
              parameters: [
                { name: 'Authorization', value: 'Bearer a1b2c3d4e5f6g7h8' },
                { name: 'X-API-Key', value: '43b7e4f5c6558ccaa539e0e5f5778f09' },
                { name: 'Accept', value: 'application/json' },
              ],
            },
            options: { client_secret: 'uU~8Q~THEQLIE2TX7U' },
          },
        }),
      ]),
    );
    const params = out.nodes[1].parameters as {
      headerParameters: { parameters: Array<{ name: string; value: string }> };
      options: Record<string, string>;
    };
    expect(out.nodes[0].parameters).toEqual({ host: 'db.local', password: '' });
    expect(params.headerParameters.parameters.map((p) => p.value)).toEqual([
      '',
      '',
      'application/json',
    ]);
    expect(params.options.client_secret).toBe('');
    expect(redactedValues).toBe(4);
  });

  it.each([
    ['an expression', '={{ $json.token }}'],
    ['a placeholder', 'YOUR_API_KEY'],
    ['an angle-bracket placeholder', 'Bearer <your token>'],
    ['an environment variable', '$OPENAI_API_KEY'],
    ['an env-style name', 'SUPADATA_API_KEY'],
    ['a masked value', 'sk-xxxxxxxxxxxxxxxxxxxxxxxx'],
    ['a bare scheme', 'Bearer '],
    ['a word naming the secret', '=gitlabToken'],
    ['a sentence', 'enter your key in the credentials'],
  ])('leaves %s alone', (_what, value) => {
    const { workflow: out, redactedValues } = scrubWorkflow(
      workflow([node('httpRequest', { parameters: { apiKey: value } })]),
    );
    expect(out.nodes[0].parameters).toEqual({ apiKey: value });
    expect(redactedValues).toBe(0);
  });

  it.each([
    ['OpenAI', 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789'],
    ['Slack', 'xoxb-123456789012-abcdefghijkl'],
    ['GitHub', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
    ['AWS', 'AKIAIOSFODNN7EXAMPLQ'],
    ['Google', 'AIzaSyA1234567890abcdefghijklmnopqrstuv'],
    ['JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N'],
  ])('cuts a %s key out of any string, keeping the rest', (_vendor, token) => {
    const { text, cut } = cutKnownTokens(`const client = init("${token}"); // set up`);
    expect(cut).toBe(1);
    expect(text).toBe('const client = init(""); // set up');
  });

  it('cuts long bearer tokens and secret query parameters but keeps their prefix', () => {
    expect(cutKnownTokens('Authorization: Bearer abcdefghij0123456789abcdefghij').text).toBe(
      'Authorization: Bearer ',
    );
    expect(cutKnownTokens('https://api.x.io/v1?apiKey=abc123def456ghi789&q=1').text).toBe(
      'https://api.x.io/v1?apiKey=&q=1',
    );
  });

  it('scrubs tokens in sticky notes and node notes too', () => {
    const { workflow: out, redactedValues } = scrubWorkflow(
      workflow([
        node('stickyNote', {
          parameters: { content: 'Use xoxp-1234567890-abcdefghijkl for testing' },
        }),
        node('set', { notes: 'key ghp_abcdefghijklmnopqrstuvwxyz0123456789' }),
      ]),
    );
    expect(JSON.stringify(out)).not.toMatch(/xoxp-1|ghp_a/);
    expect(redactedValues).toBe(2);
  });

  it('does not change its input', () => {
    const input = workflow([node('httpRequest', { parameters: { token: 'a1b2c3d4e5f6a1b2' } })]);
    const before = JSON.stringify(input);
    scrubWorkflow(input);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('recognises secret-like keys in their usual spellings', () => {
    for (const key of [
      'apiKey',
      'api_key',
      'X-API-Key',
      'access_token',
      'client_secret',
      'PASSWORD',
    ]) {
      expect(isSecretKey(key)).toBe(true);
    }
    for (const key of ['maxTokens', 'keyword', 'authentication', 'secretName', 'sheetKey']) {
      expect(isSecretKey(key)).toBe(false);
    }
    expect(isLiteralSecret('=literalAfterEquals1')).toBe(true);
  });
});
