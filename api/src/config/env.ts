import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_TRANSPORTS, type RealtimeTransport } from '../realtime/realtime';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** Thrown when the environment cannot start the server; main prints its message as one line. */
export class ConfigError extends Error {}

type Source = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** More API processes than this on one machine is a typo, not a plan. */
const MAX_WEB_CONCURRENCY = 64;

/** RFC 7518, section 3.2: an HS256 key must be at least as long as the hash output, 256 bits. */
const MIN_JWT_SECRET_BYTES = 32;
/**
 * Random bytes of that length show dozens of different values (hex at least about 14); a key
 * with fewer than this is a placeholder (`xxxx...`, `changeme` repeated), whatever its length.
 */
const MIN_JWT_SECRET_DISTINCT_BYTES = 8;

/** The repository root: `api/src/config` or `api/dist/config`, three levels up. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Every setting the server reads, validated once at boot. Each field documents its variable;
 * `.env.example` lists the same variables with their defaults.
 */
export class Env {
  /** NODE_ENV: `production` makes JWT_SECRET and SECRETS_KEY required and turns dev helpers off. */
  readonly nodeEnv: string;
  /** PORT: the HTTP port for the web app, REST, GraphQL and subscriptions. Default 4000. */
  readonly port: number;
  /**
   * WEB_CONCURRENCY: how many API processes serve PORT together (Node's cluster: a primary owns
   * the database's start, migrations and seeds, then forks this many workers). 1 is a single
   * process with no primary. Default: the machine's cores (`os.availableParallelism()`), or 1
   * with REALTIME_TRANSPORT=memory, which refuses more than 1: its notices stay in the process
   * that sent them, so a subscriber on another process would never hear them.
   */
  readonly webConcurrency: number;
  /** DATABASE_URL: a postgres:// URL. When empty an embedded PostgreSQL under .data/ is used. */
  readonly databaseUrl: string | undefined;
  /**
   * DATABASE_RETRY_SECONDS: how long a running server keeps retrying a database that stopped
   * answering before it exits with code 1 (for its supervisor to restart it). Default 30.
   */
  readonly databaseRetrySeconds: number;
  /** PUBLIC_URL: the address users reach the app at, used in payment return links. */
  readonly publicUrl: string;
  /**
   * JWT_SECRET: HS256 signing key, at least 32 bytes in production (HS256 is only as strong as a
   * key of its hash size). Generated once under .data/ outside production.
   */
  readonly jwtSecret: string;
  /** SECRETS_KEY: 32-byte hex key for AES-256-GCM of stored secrets. Generated outside production. */
  readonly secretsKey: string;
  /**
   * SECRETS_KEY_PREVIOUS: earlier SECRETS_KEYs, comma-separated, kept only to read what they
   * sealed while the key is rotated (each secret is sealed again under SECRETS_KEY when used).
   */
  readonly secretsKeyPrevious: readonly string[];
  /** ADMIN_EMAIL / ADMIN_PASSWORD: an admin account ensured at start-up when both are set. */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** SEED_DEMO: seed demo accounts and templates into an empty database. */
  readonly seedDemo: boolean;
  /**
   * PAYMENTS_TEST_GATEWAY: offer the built-in test payment gateway. Refused in production: its
   * checkout completes without money, so anyone could take a paid plan for free.
   */
  readonly paymentsTestGateway: boolean;
  /** N8N_IMPORT_ALLOW_PRIVATE: let imports reach loopback and private network n8n instances. */
  readonly n8nImportAllowPrivate: boolean;
  /** STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET: enable the Stripe gateway. */
  readonly stripeSecretKey: string | undefined;
  readonly stripeWebhookSecret: string | undefined;
  /** LLM_API_URL / LLM_API_KEY: an OpenAI-compatible endpoint for documentation and assistance. */
  readonly llmApiUrl: string | undefined;
  readonly llmApiKey: string | undefined;
  /**
   * TRUST_PROXY: which proxies in front of the server may name the client in `X-Forwarded-For`
   * (Express's `trust proxy`: a hop count such as `1`, or addresses, CIDR ranges, `loopback`).
   * Off by default: the client is the socket's peer, so the header cannot be forged from outside.
   */
  readonly trustProxy: TrustProxy;
  /**
   * RATE_LIMIT_PER_MINUTE: requests per client and minute to /api and /graphql together, across
   * all API processes; 0 is off. Default 600.
   */
  readonly rateLimitPerMinute: number;
  /** N8N_RATE_LIMIT_PER_MINUTE: the same for the n8n library at /n8n; 0 is off. Default 120. */
  readonly n8nRateLimitPerMinute: number;
  /**
   * CONCURRENT_REQUESTS_PER_CLIENT: requests and graphql-ws operations one client may have
   * running at once in a process (/api and /graphql); past it, 429. 0 is off. Default 16.
   */
  readonly concurrentRequestsPerClient: number;
  /**
   * SIGN_IN_ATTEMPTS_PER_IP: sign-ins and registrations per client address per 15 minutes,
   * across all API processes; 0 is off. Default 30.
   */
  readonly signInAttemptsPerIp: number;
  /** SIGN_IN_ATTEMPTS_PER_EMAIL: sign-ins per email address per 15 minutes; 0 is off. Default 10. */
  readonly signInAttemptsPerEmail: number;
  /**
   * PASSWORD_RESETS_PER_IP: reset links one client address may ask for or use per 15 minutes,
   * across all API processes; 0 is off. Default 10.
   */
  readonly passwordResetsPerIp: number;
  /** PASSWORD_RESETS_PER_EMAIL: reset links asked for one address per 15 minutes. Default 3. */
  readonly passwordResetsPerEmail: number;
  /**
   * CHECKOUTS_PER_IP: checkouts (plan payments and donations) one client address may open per
   * 15 minutes, across all API processes; 0 is off. Default 20.
   */
  readonly checkoutsPerIp: number;
  /**
   * IMPORTS_PER_USER: imports into n8n one account may start per 15 minutes, across all API
   * processes (each is an outbound request to an address the user chose); 0 is off. Default 60.
   */
  readonly importsPerUser: number;
  /**
   * STRIPE_API_URL: where the Stripe client sends its calls. Default Stripe's own API; tests and
   * local development point it at a stand-in.
   */
  readonly stripeApiUrl: string | undefined;
  /**
   * REALTIME_TRANSPORT: how changes reach subscribers. `postgres` (default): LISTEN/NOTIFY, so
   * every API process on the database hears every change; `memory`: within this process only
   * (one process, tests of fixture features, the chat benchmark's baseline).
   */
  readonly realtimeTransport: RealtimeTransport;
  /**
   * SMTP_URL: where mail is sent, a nodemailer `smtp://` or `smtps://` URL (credentials in it,
   * e.g. `smtps://user:pass@smtp.example.com:465`). Empty: outside production each message is
   * written to MAIL_OUTBOX_DIR instead; in production mail is off (`mail.enabled` is false).
   */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every message. Default `FlowVault <no-reply@localhost>`. */
  readonly mailFrom: string;
  /** MAIL_OUTBOX_DIR: where mail is written as `.eml` files without SMTP_URL. Default DATA_DIR/mail. */
  readonly mailOutboxDir: string;
  /** LOG_LEVEL: pino level. Default info (warn under test). */
  readonly logLevel: LogLevel;
  /** DATA_DIR: where generated secrets and the embedded database live. Default `.data/`. */
  readonly dataDir: string;

  constructor(
    source: Source = process.env,
    dataDir = path.resolve(REPO_ROOT, source.DATA_DIR?.trim() || '.data'),
  ) {
    const get = (name: string) => {
      const value = source[name]?.trim();
      return value ? value : undefined;
    };
    this.dataDir = dataDir;
    this.nodeEnv = get('NODE_ENV') ?? 'development';
    const production = this.nodeEnv === 'production';
    this.port = parsePort(get('PORT') ?? '4000');
    const transport = get('REALTIME_TRANSPORT') ?? 'postgres';
    if (!(REALTIME_TRANSPORTS as readonly string[]).includes(transport)) {
      throw new ConfigError(`REALTIME_TRANSPORT must be one of ${REALTIME_TRANSPORTS.join(', ')}`);
    }
    this.realtimeTransport = transport as RealtimeTransport;
    this.webConcurrency = parseWebConcurrency(get('WEB_CONCURRENCY'), this.realtimeTransport);
    this.databaseUrl = get('DATABASE_URL');
    if (this.databaseUrl && !/^postgres(ql)?:\/\//.test(this.databaseUrl)) {
      throw new ConfigError('DATABASE_URL must be a postgres:// URL');
    }
    this.databaseRetrySeconds = Number(get('DATABASE_RETRY_SECONDS') ?? '30');
    if (!Number.isFinite(this.databaseRetrySeconds) || this.databaseRetrySeconds <= 0) {
      throw new ConfigError('DATABASE_RETRY_SECONDS must be a number of seconds above 0');
    }
    this.publicUrl = (get('PUBLIC_URL') ?? `http://localhost:${this.port}`).replace(/\/+$/, '');
    const secrets = production ? undefined : () => loadGeneratedSecrets(dataDir);
    this.jwtSecret = get('JWT_SECRET') ?? required('JWT_SECRET', secrets?.().jwtSecret);
    if (production && Buffer.byteLength(this.jwtSecret) < MIN_JWT_SECRET_BYTES) {
      throw new ConfigError(
        `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes in production (e.g. openssl rand -base64 48)`,
      );
    }
    if (production && new Set(Buffer.from(this.jwtSecret)).size < MIN_JWT_SECRET_DISTINCT_BYTES) {
      throw new ConfigError(
        'JWT_SECRET looks like a placeholder, not random bytes (e.g. openssl rand -base64 48)',
      );
    }
    this.secretsKey = get('SECRETS_KEY') ?? required('SECRETS_KEY', secrets?.().secretsKey);
    if (!/^[0-9a-fA-F]{64}$/.test(this.secretsKey)) {
      throw new ConfigError('SECRETS_KEY must be 64 hex characters (32 bytes)');
    }
    this.secretsKeyPrevious = (get('SECRETS_KEY_PREVIOUS') ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== '');
    if (this.secretsKeyPrevious.some((key) => !/^[0-9a-fA-F]{64}$/.test(key))) {
      throw new ConfigError('SECRETS_KEY_PREVIOUS must list keys of 64 hex characters');
    }
    this.adminEmail = get('ADMIN_EMAIL');
    this.adminPassword = get('ADMIN_PASSWORD');
    this.seedDemo = parseBool('SEED_DEMO', get('SEED_DEMO'), !production);
    this.paymentsTestGateway = parseBool(
      'PAYMENTS_TEST_GATEWAY',
      get('PAYMENTS_TEST_GATEWAY'),
      !production,
    );
    if (production && this.paymentsTestGateway) {
      throw new ConfigError(
        'PAYMENTS_TEST_GATEWAY must be false in production: its checkout takes no money',
      );
    }
    this.n8nImportAllowPrivate = parseBool(
      'N8N_IMPORT_ALLOW_PRIVATE',
      get('N8N_IMPORT_ALLOW_PRIVATE'),
      !production,
    );
    this.stripeSecretKey = get('STRIPE_SECRET_KEY');
    this.stripeWebhookSecret = get('STRIPE_WEBHOOK_SECRET');
    if (production && this.stripeSecretKey && !this.stripeWebhookSecret) {
      // Without it no webhook can be verified, so no Stripe payment would ever complete.
      throw new ConfigError('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
    }
    this.llmApiUrl = get('LLM_API_URL');
    this.llmApiKey = get('LLM_API_KEY');
    const trustProxy = parseTrustProxy(get('TRUST_PROXY'));
    if (trustProxy === undefined) {
      throw new ConfigError(
        'TRUST_PROXY must be true, false, a hop count, or a comma list of addresses, CIDR ranges, loopback, linklocal and uniquelocal',
      );
    }
    this.trustProxy = trustProxy;
    this.rateLimitPerMinute = parseCount(
      'RATE_LIMIT_PER_MINUTE',
      get('RATE_LIMIT_PER_MINUTE'),
      600,
    );
    this.n8nRateLimitPerMinute = parseCount(
      'N8N_RATE_LIMIT_PER_MINUTE',
      get('N8N_RATE_LIMIT_PER_MINUTE'),
      120,
    );
    this.concurrentRequestsPerClient = parseCount(
      'CONCURRENT_REQUESTS_PER_CLIENT',
      get('CONCURRENT_REQUESTS_PER_CLIENT'),
      16,
    );
    this.signInAttemptsPerIp = parseCount(
      'SIGN_IN_ATTEMPTS_PER_IP',
      get('SIGN_IN_ATTEMPTS_PER_IP'),
      30,
    );
    this.signInAttemptsPerEmail = parseCount(
      'SIGN_IN_ATTEMPTS_PER_EMAIL',
      get('SIGN_IN_ATTEMPTS_PER_EMAIL'),
      10,
    );
    this.passwordResetsPerIp = parseCount(
      'PASSWORD_RESETS_PER_IP',
      get('PASSWORD_RESETS_PER_IP'),
      10,
    );
    this.passwordResetsPerEmail = parseCount(
      'PASSWORD_RESETS_PER_EMAIL',
      get('PASSWORD_RESETS_PER_EMAIL'),
      3,
    );
    this.checkoutsPerIp = parseCount('CHECKOUTS_PER_IP', get('CHECKOUTS_PER_IP'), 20);
    this.importsPerUser = parseCount('IMPORTS_PER_USER', get('IMPORTS_PER_USER'), 60);
    this.stripeApiUrl = get('STRIPE_API_URL');
    if (this.stripeApiUrl && !/^https?:\/\/[^/]+/.test(this.stripeApiUrl)) {
      throw new ConfigError('STRIPE_API_URL must be an http:// or https:// URL');
    }
    this.smtpUrl = get('SMTP_URL');
    if (this.smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(this.smtpUrl)) {
      throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
    }
    this.mailFrom = get('MAIL_FROM') ?? 'FlowVault <no-reply@localhost>';
    if (!/^[^\r\n]*@[^\r\n]*$/.test(this.mailFrom)) {
      throw new ConfigError('MAIL_FROM must be an address, e.g. FlowVault <no-reply@example.com>');
    }
    this.mailOutboxDir = path.resolve(
      REPO_ROOT,
      get('MAIL_OUTBOX_DIR') ?? path.join(dataDir, 'mail'),
    );
    const level = get('LOG_LEVEL') ?? (this.nodeEnv === 'test' ? 'warn' : 'info');
    if (!(LOG_LEVELS as readonly string[]).includes(level)) {
      throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
    }
    this.logLevel = level as LogLevel;
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}

function required(name: string, fallback: string | undefined): string {
  if (!fallback) throw new ConfigError(`${name} is required when NODE_ENV=production`);
  return fallback;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${value}"`);
  }
  return port;
}

function parseWebConcurrency(value: string | undefined, transport: RealtimeTransport): number {
  const inProcess = transport === 'memory';
  if (value === undefined) {
    return inProcess ? 1 : Math.min(os.availableParallelism(), MAX_WEB_CONCURRENCY);
  }
  const count = Number(value);
  if (!/^\d{1,3}$/.test(value) || count < 1 || count > MAX_WEB_CONCURRENCY) {
    throw new ConfigError(
      `WEB_CONCURRENCY must be a whole number of API processes from 1 to ${MAX_WEB_CONCURRENCY}, got "${value}"`,
    );
  }
  if (inProcess && count > 1) {
    throw new ConfigError(
      `WEB_CONCURRENCY must be 1 with REALTIME_TRANSPORT=memory, got "${value}": its notices do not cross processes (use postgres)`,
    );
  }
  return count;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,9}$/.test(value)) {
    throw new ConfigError(`${name} must be a whole number (0 is off), got "${value}"`);
  }
  return Number(value);
}

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

interface GeneratedSecrets {
  jwtSecret: string;
  secretsKey: string;
}

/** Outside production the secrets are made once and kept under .data/ so tokens survive restarts. */
function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    secretsKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * The environment of a command (`npm start`, the ingest and migrate CLIs), or undefined after
 * printing one line that names the bad or missing variable: `<what> cannot start: ...`.
 */
export function readEnvOrReport(what: string): Env | undefined {
  try {
    return new Env();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${what} cannot start: ${error.message}`);
    return undefined;
  }
}
