import { createTestApp, type TestApp } from '../../test/app';

describe('the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers /healthz with the database status', async () => {
    const res = await app.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers an unknown API path with the JSON not_found body', async () => {
    const res = await app.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('refuses malformed JSON with a 400 validation_error', async () => {
    const res = await app.post('/api/anything', '{"broken":', {});
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
  });

  it('refuses a body over 1 MB with 413 payload_too_large', async () => {
    const res = await app.post('/api/anything', { blob: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
  });
});
