import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, Env, readEnvOrReport } from '../env';

describe('the environment', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'flowvault-env-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const secrets = { JWT_SECRET: 'Zq8vN1sKp4Wd7yHc0Lm3Tb6Rf9Xg2Je5', SECRETS_KEY: 'ab'.repeat(32) };

  it('defaults to port 4000, the embedded database and dev helpers on outside production', () => {
    const env = new Env({}, dataDir);
    expect(env.port).toBe(4000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:4000');
    expect(env.seedDemo).toBe(true);
    expect(env.paymentsTestGateway).toBe(true);
    expect(env.n8nImportAllowPrivate).toBe(true);
  });

  it('runs one API process per core unless WEB_CONCURRENCY says how many', () => {
    expect(new Env({}, dataDir).webConcurrency).toBe(os.availableParallelism());
    expect(new Env({ WEB_CONCURRENCY: '1' }, dataDir).webConcurrency).toBe(1);
    expect(new Env({ WEB_CONCURRENCY: '3' }, dataDir).webConcurrency).toBe(3);
  });

  it.each(['0', '-2', '1.5', 'two', '65'])(
    'stops start-up on WEB_CONCURRENCY=%s, naming the variable',
    (value) => {
      expect(() => new Env({ WEB_CONCURRENCY: value }, dataDir)).toThrow(
        new ConfigError(
          `WEB_CONCURRENCY must be a whole number of API processes from 1 to 64, got "${value}"`,
        ),
      );
    },
  );

  it('refuses more than one API process with the in-memory pub-sub, which one process keeps to itself', () => {
    expect(() => new Env({ REALTIME_TRANSPORT: 'memory', WEB_CONCURRENCY: '2' }, dataDir)).toThrow(
      new ConfigError(
        'WEB_CONCURRENCY must be 1 with REALTIME_TRANSPORT=memory, got "2": its notices do not cross processes (use postgres)',
      ),
    );
    const memory = new Env({ REALTIME_TRANSPORT: 'memory' }, dataDir);
    expect(memory.webConcurrency).toBe(1);
    expect(
      new Env({ REALTIME_TRANSPORT: 'memory', WEB_CONCURRENCY: '1' }, dataDir).webConcurrency,
    ).toBe(1);
    expect(
      new Env({ REALTIME_TRANSPORT: 'postgres', WEB_CONCURRENCY: '2' }, dataDir).webConcurrency,
    ).toBe(2);
  });

  it('generates the secrets once outside production and keeps them under the data directory', () => {
    const first = new Env({}, dataDir);
    const second = new Env({}, dataDir);
    expect(first.jwtSecret).toHaveLength(64);
    expect(first.secretsKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).secretsKey).toBe(first.secretsKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('stops production start-up naming the missing secret', () => {
    expect(() => new Env({ NODE_ENV: 'production' }, dataDir)).toThrow(
      new ConfigError('JWT_SECRET is required when NODE_ENV=production'),
    );
    expect(
      () => new Env({ NODE_ENV: 'production', JWT_SECRET: secrets.JWT_SECRET }, dataDir),
    ).toThrow('SECRETS_KEY is required when NODE_ENV=production');
  });

  it('stops production start-up on a JWT_SECRET shorter than 32 bytes, and takes 32', () => {
    const base = { NODE_ENV: 'production', SECRETS_KEY: secrets.SECRETS_KEY };
    expect(() => new Env({ ...base, JWT_SECRET: secrets.JWT_SECRET.slice(1) }, dataDir)).toThrow(
      new ConfigError(
        'JWT_SECRET must be at least 32 bytes in production (e.g. openssl rand -base64 48)',
      ),
    );
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(new Env({ ...base, JWT_SECRET: 'éèêëàâäîïôöùûüçñ' }, dataDir).jwtSecret).toBe(
      'éèêëàâäîïôöùûüçñ',
    );
    expect(new Env({ ...base, JWT_SECRET: secrets.JWT_SECRET }, dataDir).jwtSecret).toHaveLength(
      32,
    );
    expect(
      new Env({ JWT_SECRET: 'short', SECRETS_KEY: secrets.SECRETS_KEY }, dataDir).jwtSecret,
    ).toBe('short');
  });

  it('stops production start-up on a placeholder JWT_SECRET, however long', () => {
    const base = { NODE_ENV: 'production', SECRETS_KEY: secrets.SECRETS_KEY };
    for (const placeholder of ['x'.repeat(64), 'changeme'.repeat(8), 'ab12'.repeat(16)]) {
      expect(() => new Env({ ...base, JWT_SECRET: placeholder }, dataDir)).toThrow(
        new ConfigError(
          'JWT_SECRET looks like a placeholder, not random bytes (e.g. openssl rand -base64 48)',
        ),
      );
    }
    // Outside production any key will do: it is generated there anyway.
    expect(
      new Env({ JWT_SECRET: 'x'.repeat(64), SECRETS_KEY: secrets.SECRETS_KEY }, dataDir),
    ).toBeDefined();
  });

  it('reports a short production JWT_SECRET as one start-up line', () => {
    const saved = { ...process.env };
    const lines: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation((line) => lines.push(line));
    try {
      Object.assign(process.env, {
        NODE_ENV: 'production',
        JWT_SECRET: 'changeme',
        SECRETS_KEY: secrets.SECRETS_KEY,
      });
      expect(readEnvOrReport('FlowVault')).toBeUndefined();
      expect(lines).toEqual([
        'FlowVault cannot start: JWT_SECRET must be at least 32 bytes in production (e.g. openssl rand -base64 48)',
      ]);
    } finally {
      error.mockRestore();
      process.env = saved;
    }
  });

  it('turns the dev helpers off in production unless asked for', () => {
    const env = new Env({ NODE_ENV: 'production', ...secrets }, dataDir);
    expect(env.seedDemo).toBe(false);
    expect(env.paymentsTestGateway).toBe(false);
    expect(env.n8nImportAllowPrivate).toBe(false);
    expect(
      new Env({ NODE_ENV: 'production', SEED_DEMO: 'yes', ...secrets }, dataDir).seedDemo,
    ).toBe(true);
  });

  it('sends mail to the outbox directory under the data directory unless SMTP_URL is set', () => {
    const env = new Env({}, dataDir);
    expect(env.smtpUrl).toBeUndefined();
    expect(env.mailFrom).toBe('FlowVault <no-reply@localhost>');
    expect(env.mailOutboxDir).toBe(path.join(dataDir, 'mail'));
    const smtp = new Env(
      { SMTP_URL: 'smtps://user:pass@smtp.example.com:465', MAIL_FROM: 'FV <fv@example.com>' },
      dataDir,
    );
    expect(smtp.smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
    expect(smtp.mailFrom).toBe('FV <fv@example.com>');
  });

  it('stops production start-up with the test payment gateway on, naming it', () => {
    for (const on of ['true', '1', 'yes']) {
      const source = { NODE_ENV: 'production', PAYMENTS_TEST_GATEWAY: on, ...secrets };
      expect(() => new Env(source, dataDir)).toThrow(
        new ConfigError(
          'PAYMENTS_TEST_GATEWAY must be false in production: its checkout takes no money',
        ),
      );
    }
    expect(new Env({ PAYMENTS_TEST_GATEWAY: 'true' }, dataDir).paymentsTestGateway).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a port number, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a port number, got "70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false, got "maybe"'],
    [{ SECRETS_KEY: 'short' }, 'SECRETS_KEY must be 64 hex characters (32 bytes)'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'FlowVault' }, 'MAIL_FROM must be an address'],
  ])('refuses %j with one clear line', (source, message) => {
    expect(() => new Env(source, dataDir)).toThrow(message);
  });
});
