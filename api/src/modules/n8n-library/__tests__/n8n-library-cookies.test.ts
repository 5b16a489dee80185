import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp, type TestResponse } from '../../../../test/app';
import type { Template } from '../../templates/template.entity';
import { insertTemplate, wfNode } from './n8n-template.factory';

/** Cookie names a session could hide under, each given a valid session token. */
const SESSION_COOKIE_NAMES = ['auth_token', 'token', 'session', 'jwt', 'access_token', 'flowvault'];

const cookiesOf = (token: string) =>
  [
    ...SESSION_COOKIE_NAMES.map((name) => `${name}=${token}`),
    `authorization=Bearer%20${token}`,
  ].join('; ');

/** What a client sees of an answer, without the headers that change per request. */
const answerOf = (res: TestResponse) => ({
  status: res.status,
  body: res.body,
  contentType: res.headers.get('content-type'),
  setCookie: res.headers.get('set-cookie'),
});

/**
 * `/n8n` reflects any origin with `Access-Control-Allow-Credentials: true` because n8n's editor
 * sends its calls with credentials. That is safe only while FlowVault authenticates by bearer
 * token alone: a request carrying cookies, even one holding a valid session token, is answered
 * exactly as the same request without them, on the library, REST and GraphQL alike.
 */
describe('cookies authenticate nobody', () => {
  let app: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let template: Template;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAccount(app.services);
    other = await createAccount(app.services);
    template = await insertTemplate(app.services.dataSource, {
      name: 'Cookie-free Slack alerts',
      category: 'Communication',
      nodes: [wfNode('Webhook', 'n8n-nodes-base.webhook'), wfNode('Slack', 'n8n-nodes-base.slack')],
    });
    const saved = await app.post(
      '/api/saved-templates',
      { templateId: template.id },
      owner.headers,
    );
    expect(saved.status).toBe(200);
  });
  afterAll(() => app.close());

  it.each([
    '/n8n/health',
    '/n8n/templates/search?search=slack',
    '/n8n/templates/categories',
    '/api/auth/me',
    '/api/saved-templates',
    '/api/user-profile',
  ])('answers GET %s with cookies as without them', async (path) => {
    const origin = { origin: 'http://localhost:5678' };
    const without = await app.get(path, origin);
    const withCookies = await app.get(path, { ...origin, cookie: cookiesOf(owner.token) });
    expect(answerOf(withCookies)).toEqual(answerOf(without));
    expect(without.headers.get('set-cookie')).toBeNull();
  });

  it('leaves GraphQL `me` anonymous for a visitor carrying session cookies', async () => {
    const me = await app.graphql('{ me { id } }', undefined, { cookie: cookiesOf(owner.token) });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ data: { me: null } });
  });

  it("acts as the bearer token's account, whatever account the cookies name", async () => {
    const cookie = cookiesOf(other.token);
    const me = await app.get('/api/auth/me', { ...owner.headers, cookie });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(owner.id);
    const saves = await app.get('/api/saved-templates', { ...owner.headers, cookie });
    expect(answerOf(saves)).toEqual(answerOf(await app.get('/api/saved-templates', owner.headers)));
    expect(saves.body.templates.map((t: { templateId: string }) => t.templateId)).toEqual([
      template.id,
    ]);
    const graph = await app.graphql('{ me { id } }', undefined, { ...owner.headers, cookie });
    expect(graph.body).toEqual({ data: { me: { id: owner.id } } });
  });

  it('sets no cookie when signing in', async () => {
    const login = await app.post('/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.headers.get('set-cookie')).toBeNull();
  });
});
