import { createTestApp } from '../../../test/app';

describe('the REST docs page', () => {
  it('is served outside production, with Swagger UI from node_modules over the document', async () => {
    const app = await createTestApp();
    try {
      const page = await app.get('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
      expect(page.text).not.toMatch(/https?:\/\//);
      const start = await app.get('/api/docs/start.js');
      expect(start.text).toContain("url: '/api/openapi.json'");
      const bundle = await app.get('/api/docs/swagger-ui-bundle.js');
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toMatch(/javascript/);
      expect((await app.get('/api/docs/swagger-ui.css')).status).toBe(200);
      expect((await app.get('/api/docs/package.json')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('does not exist in production, where the document is still served', async () => {
    const app = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const path of ['/api/docs', '/api/docs/', '/api/docs/swagger-ui-bundle.js']) {
        const res = await app.get(path);
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 404,
          body: { error: 'not_found', message: 'No such API endpoint' },
        });
      }
      expect((await app.get('/api/openapi.json')).body.openapi).toBe('3.1.0');
    } finally {
      await app.close();
    }
  });
});
