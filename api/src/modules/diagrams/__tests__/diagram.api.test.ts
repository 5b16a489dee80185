import { createAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildTemplate } from '../../../../test/factories';

/** Diagrams through REST and GraphQL: signed in and saved, else 403. */
describe('template diagrams', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('draws a saved template as SVG and Mermaid, with names as escaped text', async () => {
    const template = await buildTemplate(app.services.dataSource, { name: 'Diagram fixture' });
    await app.services.db.query(
      `UPDATE templates SET workflow = jsonb_set(workflow, '{nodes,0,name}', '"<script>alert(1)</script>"')
        WHERE id = $1`,
      [template.id],
    );
    const user = await createAccount(app.services);
    await app.post('/api/saved-templates', { templateId: template.id }, user.headers);
    const response = await app.post(`/api/templates/${template.id}/diagram`, {}, user.headers);
    expect(response.status).toBe(200);
    const { diagram } = response.body;
    expect(diagram.svg).toMatch(
      /^(<\?xml[^>]*>\s*)?<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(diagram.svg).not.toContain('<script');
    expect(diagram.svg).toContain('&lt;script&gt;');
    expect(diagram.mermaid).toMatch(/^flowchart LR/);
    expect(diagram.width).toBeGreaterThan(0);
    expect(diagram.height).toBeGreaterThan(0);

    const graph = await app.graphql(
      `query($id: ID!) { templateDiagram(id: $id) { svg mermaid width height } }`,
      { id: template.id },
      user.headers,
    );
    expect(graph.body.data.templateDiagram).toEqual(diagram);
  });

  it('refuses a template the caller has not saved, and asks a visitor to sign in', async () => {
    const template = await buildTemplate(app.services.dataSource);
    const user = await createAccount(app.services);
    const forbidden = await app.post(`/api/templates/${template.id}/diagram`, {}, user.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      error: 'forbidden',
      message: 'Save this template first to generate its diagram.',
    });
    const graph = await app.graphql(
      `query($id: ID!) { templateDiagram(id: $id) { svg } }`,
      { id: template.id },
      user.headers,
    );
    expect(graph.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const visitor = await app.post(`/api/templates/${template.id}/diagram`, {});
    expect(visitor.status).toBe(401);
    // Saved by someone else is not saved by this caller.
    const other = await createAccount(app.services);
    await app.post('/api/saved-templates', { templateId: template.id }, other.headers);
    expect((await app.post(`/api/templates/${template.id}/diagram`, {}, user.headers)).status).toBe(
      403,
    );
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const user = await createAccount(app.services);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '%E0%A4%A']) {
      const response = await app.post(`/api/templates/${id}/diagram`, {}, user.headers);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'not_found', message: 'Template not found' });
    }
  });
});
