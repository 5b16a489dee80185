import { connect } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/app';

/** Sends `raw` over a plain TCP connection and collects the answer until the server closes. */
function sendRaw(baseUrl: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; contentType: string; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
  return { status, contentType, body: JSON.parse(body) };
}

describe('requests Node cannot parse', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers headers over 16 kB with 431 and the standard error body', async () => {
    const answer = await sendRaw(
      app.baseUrl,
      `GET /api/templates HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(parse(answer)).toEqual({
      status: 431,
      contentType: 'application/json; charset=utf-8',
      body: { error: 'request_header_fields_too_large', message: expect.any(String) },
    });
  });

  it('answers a head that is not HTTP with 400 and the standard error body', async () => {
    const answer = await sendRaw(app.baseUrl, 'NOT HTTP AT ALL\r\n\r\n');
    expect(parse(answer)).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { error: 'validation_error', message: 'The request is not valid HTTP' },
    });
  });

  it('keeps serving afterwards', async () => {
    expect((await app.get('/healthz')).status).toBe(200);
  });
});
