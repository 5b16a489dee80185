import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createTestApp, testEnv, type TestApp } from '../../../../test/app';
import { eventually } from '../../../../test/eventually';
import { createLogger } from '../../../core/logger';
import { createMailTransport } from '../mail-transport';
import { mailModule } from '../mail.module';
import { MAIL_FROM, PUBLIC_URL, outboxRows, resetMessage } from './mail.fixtures';

describe('mail without SMTP_URL outside production', () => {
  let dir: string;
  let app: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'flowvault-mail-'));
    app = await createTestApp({
      env: { MAIL_OUTBOX_DIR: dir, MAIL_FROM, PUBLIC_URL, NODE_ENV: 'development' },
      logs,
    });
    await mailModule.warmUp!(app.services);
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('each message is written as a parseable .eml into the outbox directory, its subject and link logged', async () => {
    const { db, mail } = app.services;
    expect(mail.enabled).toBe(true);
    await db.transaction((tx) => mail.enqueue(tx, resetMessage('ada@example.com', 'local1')));

    await eventually(async () => expect(await readdir(dir)).toHaveLength(1));
    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(dir, file)));
    const link = 'https://flowvault.example/reset-password?token=local1';
    expect(parsed.subject).toBe('Reset your FlowVault password');
    expect(parsed.to).toMatchObject({ text: 'ada@example.com' });
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);

    const written = logs.map((line) => JSON.parse(line)).find((line) => line.file);
    expect(written).toMatchObject({
      level: 30,
      subject: 'Reset your FlowVault password',
      link,
      file: path.join(dir, file),
    });
    await eventually(async () =>
      expect(await outboxRows(db)).toEqual([expect.objectContaining({ status: 'sent' })]),
    );
  });
});

describe('mail without SMTP_URL in production', () => {
  let app: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ env: { NODE_ENV: 'production' }, logs });
  });
  afterAll(() => app?.close());

  it('the app starts with mail off, says so once, and enqueue refuses with 503 mail_unavailable', async () => {
    const { db, mail } = app.services;
    expect((await app.get('/healthz')).status).toBe(200);
    expect(mail.enabled).toBe(false);

    await mailModule.warmUp!(app.services);
    await mailModule.warmUp!(app.services);
    const warnings = logs.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/mail is off/) }),
    ]);

    const refused = mail.enqueue(db, resetMessage('ada@example.com'));
    await expect(refused).rejects.toMatchObject({ code: 'mail_unavailable', status: 503 });
    expect(await outboxRows(db)).toEqual([]);
  });

  it('production with SMTP_URL has mail on: only a missing transport turns it off', () => {
    const logger = createLogger('silent');
    const production = { NODE_ENV: 'production' };
    expect(createMailTransport(testEnv(production), logger)).toBeUndefined();
    const smtp = createMailTransport(
      testEnv({ ...production, SMTP_URL: 'smtp://127.0.0.1:25' }),
      logger,
    );
    expect(smtp).toBeDefined();
    smtp?.close();
  });
});
