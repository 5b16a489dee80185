import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { journey } from './support/journey';

/** What n8n 1.123.81's editor sends with every call of its templates host. */
const N8N_HEADERS = { 'n8n-version': '1.123.81' };

/** Another origin, as n8n's editor is: a blank page on a second loopback port. */
async function startBlankOrigin(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><head><title>n8n</title></head><body></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/**
 * n8n's editor in Chromium calls N8N_TEMPLATES_HOST from its own origin with credentials (its
 * request helper sets `withCredentials` for every host but api.n8n.io and n8n.cloud) and an
 * `n8n-version` header; a library that answers `Access-Control-Allow-Origin: *` is unreadable to
 * it (docs/DECISIONS.md, n8n template library).
 */
describe("n8n's editor reading the template library from another origin", () => {
  const app = journey({ demo: true });
  let editor: { url: string; server: Server };

  beforeAll(async () => {
    editor = await startBlankOrigin();
  });
  afterAll(() => new Promise((resolve) => editor.server.close(resolve)));

  it('lists, opens and checks the library with credentialed calls', async () => {
    const search = '/n8n/templates/search?page=1&rows=5&search=';
    const expected = await (await app.api('GET', search)).json();
    expect(expected.workflows.length).toBeGreaterThan(0);
    const id: number = expected.workflows[0].id;

    const page = await app.open();
    // n8n's own session cookie: cookies ignore the port, so the browser sends it to FlowVault too.
    await page
      .context()
      .addCookies([{ name: 'n8n-auth', value: 'n8n-session', url: editor.url, sameSite: 'Lax' }]);
    await page.goto(editor.url);
    const read = (path: string) =>
      page.evaluate(
        async ({ url, headers }) => {
          try {
            const res = await fetch(url, { credentials: 'include', headers });
            return { status: res.status, json: await res.json() };
          } catch (error) {
            return { error: String(error) };
          }
        },
        { url: app.baseUrl + path, headers: N8N_HEADERS },
      );

    expect(await read('/n8n/health')).toEqual({ status: 200, json: { status: 'OK' } });
    expect(await read(search)).toEqual({ status: 200, json: expected });
    const opened = await read(`/n8n/templates/workflows/${id}`);
    expect(opened).toMatchObject({
      status: 200,
      json: { workflow: { id, name: expected.workflows[0].name } },
    });
    const nodes = (opened as { json: { workflow: { workflow: { nodes: unknown[] } } } }).json
      .workflow.workflow.nodes;
    expect(nodes.length).toBeGreaterThan(0);
  });
});
