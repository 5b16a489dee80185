import { COMPANY_CONTACT } from '@flowvault/shared';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_TRANSPORTS, type RealtimeTransport } from './realtime-transport';
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
 * Every setting the server reads, validated once at boot. Each field documents its variable:
 * the first sentence names it (`NAME: what it does`), `@group` is its section in
 * docs/CONFIGURATION.md, `@default` its value outside production, `@production` its value in
 * production when that differs, `@required` when it must be set. `npm run docs:config` writes
 * docs/CONFIGURATION.md from these comments and `npm run check` fails when it is stale;
 * `.env.example` lists the same variables with their defaults.
 */
export class Env {
  /**
   * NODE_ENV: `development`, `test` or `production`. `production` makes JWT_SECRET and
   * SECRETS_KEY required (nothing is generated), turns the demo accounts, the test payment
   * gateway, imports into private networks, the development pages (`/api/docs`, the GraphQL
   * explorer), GraphQL introspection and the mail outbox directory off, and stops serving source
   * maps. `test` is for the test suite: development with the catalogue's page cache off (every
   * list re-reads the catalogue version), views and downloads written only when a test flushes
   * them, and LOG_LEVEL `warn`.
   * @group Server
   * @default development
   */
  readonly nodeEnv: string;
  /**
   * PORT: the HTTP port for the web app, REST (`/api`), GraphQL and its subscriptions
   * (`/graphql`) and the n8n library (`/n8n`). A port already in use stops `npm start` with one
   * line, before it touches any database.
   * @group Server
   * @default 4000
   */
  readonly port: number;
  /**
   * WEB_CONCURRENCY: how many API processes serve PORT together (Node's cluster: a primary owns
   * the database's start, migrations and seeds, then forks this many workers and replaces one
   * that dies). 1 is a single process with no primary; at most 64. REALTIME_TRANSPORT=memory
   * refuses more than 1: its notices stay in the process that sent them, so a subscriber on
   * another process would never hear them.
   * @group Server
   * @default the machine's cores (`os.availableParallelism()`), or 1 with REALTIME_TRANSPORT=memory
   */
  readonly webConcurrency: number;
  /**
   * DATABASE_URL: a `postgres://` URL. When empty an embedded PostgreSQL runs with its data under
   * DATA_DIR/postgres (one machine only: several machines share a managed PostgreSQL).
   * @group Database
   * @default empty (the embedded PostgreSQL)
   */
  readonly databaseUrl: string | undefined;
  /**
   * DATABASE_RETRY_SECONDS: how long a running server keeps retrying a database that stopped
   * answering (answering 503 meanwhile) before it exits with code 1, for its supervisor to
   * restart it. Above 0.
   * @group Database
   * @default 30
   */
  readonly databaseRetrySeconds: number;
  /**
   * PUBLIC_URL: the address users reach the app at: payment return links, download URLs and links
   * in mail are made on it, the Content-Security-Policy's WebSocket origin comes from it, and an
   * `https://` address turns HSTS on.
   * @group Server
   * @default `http://localhost:<PORT>`
   */
  readonly publicUrl: string;
  /**
   * JWT_SECRET: the HS256 key that signs session tokens. In production at least 32 bytes (HS256
   * is only as strong as a key of its hash size) and not a placeholder (fewer than 8 different
   * bytes is refused): `openssl rand -base64 48`. Changing it signs everyone out.
   * @group Secrets
   * @default generated once into DATA_DIR/secrets.json
   * @production no default
   * @required in production
   */
  readonly jwtSecret: string;
  /**
   * SECRETS_KEY: 64 hex characters (32 bytes), the key stored secrets (n8n API keys) are sealed
   * under with AES-256-GCM, and the root of the keyed hashes (rate-limit clients, visitors,
   * unsubscribe links): `openssl rand -hex 32`.
   * @group Secrets
   * @default generated once into DATA_DIR/secrets.json
   * @production no default
   * @required in production
   */
  readonly secretsKey: string;
  /**
   * SECRETS_KEY_PREVIOUS: earlier values of SECRETS_KEY, comma-separated, kept only to read what
   * they sealed while the key is rotated (each secret is sealed again under SECRETS_KEY when
   * used).
   * @group Secrets
   * @default empty
   */
  readonly secretsKeyPrevious: readonly string[];
  /**
   * ADMIN_EMAIL: with ADMIN_PASSWORD, an admin account ensured at every start, in production too.
   * @group Accounts and demo data
   * @default empty
   */
  readonly adminEmail: string | undefined;
  /**
   * ADMIN_PASSWORD: the password of the ADMIN_EMAIL account; both must be set for it.
   * @group Accounts and demo data
   * @default empty
   */
  readonly adminPassword: string | undefined;
  /**
   * SEED_DEMO: import the demo catalogue (`api/seeds/demo-templates/`) at every start, leaving
   * out templates already stored, and ensure the demo accounts (password `demo-password`) with
   * their plans, hire requests and expert. The demo accounts are never created in production,
   * whatever this says.
   * @group Accounts and demo data
   * @default true
   * @production false
   */
  readonly seedDemo: boolean;
  /**
   * PAYMENTS_TEST_GATEWAY: offer the built-in test payment gateway, whose checkout page has Pay
   * and Cancel. Refused in production: its checkout completes without money, so anyone could
   * take a paid plan for free.
   * @group Payments
   * @default true
   * @production `false` (`true` is refused)
   */
  readonly paymentsTestGateway: boolean;
  /**
   * N8N_IMPORT_ALLOW_PRIVATE: let imports into n8n reach loopback, private-network and CGNAT
   * addresses (a local n8n at `http://localhost:5678`). Link-local and cloud metadata addresses
   * are refused either way.
   * @group n8n
   * @default true
   * @production false
   */
  readonly n8nImportAllowPrivate: boolean;
  /**
   * STRIPE_SECRET_KEY: offers Stripe Checkout beside the other gateways. Point a Stripe webhook at
   * `<PUBLIC_URL>/api/payments/stripe/webhook` with the `checkout.session.*` events.
   * @group Payments
   * @default empty (no Stripe)
   */
  readonly stripeSecretKey: string | undefined;
  /**
   * STRIPE_WEBHOOK_SECRET: the signing secret Stripe's webhook deliveries are verified with.
   * Without it no Stripe payment can complete.
   * @group Payments
   * @default empty
   * @required in production when STRIPE_SECRET_KEY is set
   */
  readonly stripeWebhookSecret: string | undefined;
  /**
   * RECEIPT_SELLER: the seller as every receipt names it, one line each separated by `|`: the
   * name, the address, and any tax or company number the law asks for.
   * @group Payments
   * @default `FlowVault|Milan, Italy|support@flowvault.dev`
   */
  readonly receiptSeller: readonly string[];
  /**
   * LLM_API_URL: the base URL of an OpenAI-compatible API (`<url>/chat/completions`, model
   * `gpt-4o-mini`) that writes templates' documentation blocks and enriches the workspace's AI
   * assistance. Empty: both are rule-based; any failure of the model falls back to the rules.
   * @group AI
   * @default empty (rule-based)
   */
  readonly llmApiUrl: string | undefined;
  /**
   * LLM_API_KEY: the bearer token sent to LLM_API_URL.
   * @group AI
   * @default empty (no Authorization header)
   */
  readonly llmApiKey: string | undefined;
  /**
   * TRUST_PROXY: which proxies in front of the server may name the client in `X-Forwarded-For`
   * (Express's `trust proxy`): a hop count such as `1`, or a comma list of addresses, CIDR ranges,
   * `loopback`, `linklocal` and `uniquelocal` (`loopback, 10.0.0.0/8`). Off: the client is the
   * socket's peer, so the address rate limits count cannot be forged from outside. `true` trusts
   * every hop: only when every request passes through a proxy that overwrites the header.
   * @group Server
   * @default empty (off)
   */
  readonly trustProxy: TrustProxy;
  /**
   * RATE_LIMIT_PER_MINUTE: requests per client address (an IPv6 /64 is one) and minute to /api
   * and /graphql together, graphql-ws operations included, across all API processes; over it,
   * 429 with Retry-After. 0 is off (benchmarks).
   * @group Limits
   * @default 600
   */
  readonly rateLimitPerMinute: number;
  /**
   * N8N_RATE_LIMIT_PER_MINUTE: the same for the n8n library at /n8n, counted apart; 0 is off.
   * @group Limits
   * @default 120
   */
  readonly n8nRateLimitPerMinute: number;
  /**
   * CONCURRENT_REQUESTS_PER_CLIENT: requests and graphql-ws operations one client may have
   * running at once in a process (/api and /graphql); past it, 429. 0 is off (benchmarks).
   * @group Limits
   * @default 16
   */
  readonly concurrentRequestsPerClient: number;
  /**
   * SIGN_IN_ATTEMPTS_PER_IP: sign-ins and registrations per client address per 15 minutes,
   * across all API processes; 0 is off.
   * @group Limits
   * @default 30
   */
  readonly signInAttemptsPerIp: number;
  /**
   * SIGN_IN_ATTEMPTS_PER_EMAIL: sign-ins per email address per 15 minutes (guards one account
   * against guessing), across all API processes; 0 is off.
   * @group Limits
   * @default 10
   */
  readonly signInAttemptsPerEmail: number;
  /**
   * PASSWORD_RESETS_PER_IP: reset links one client address may ask for or use per 15 minutes,
   * across all API processes; 0 is off.
   * @group Limits
   * @default 10
   */
  readonly passwordResetsPerIp: number;
  /**
   * PASSWORD_RESETS_PER_EMAIL: reset links asked for one email address per 15 minutes, whether an
   * account uses it or not, across all API processes; 0 is off.
   * @group Limits
   * @default 3
   */
  readonly passwordResetsPerEmail: number;
  /**
   * CHECKOUTS_PER_IP: checkouts (plan payments, donations, hire payments) one client address may
   * open per 15 minutes, across all API processes; 0 is off.
   * @group Limits
   * @default 20
   */
  readonly checkoutsPerIp: number;
  /**
   * IMPORTS_PER_USER: imports into n8n one account may start per 15 minutes, across all API
   * processes (each is an outbound request to an address the user chose), and as many connection
   * tests, counted apart; 0 is off.
   * @group Limits
   * @default 60
   */
  readonly importsPerUser: number;
  /**
   * ACCOUNT_EXPORTS_PER_HOUR: copies of their data (Settings, Account data) one account may
   * download an hour, across all API processes (each reads every table the account has rows
   * in); 0 is off.
   * @group Limits
   * @default 5
   */
  readonly accountExportsPerHour: number;
  /**
   * STRIPE_API_URL: where the Stripe client sends its calls, an `http://` or `https://` URL;
   * tests and local development point it at a stand-in.
   * @group Payments
   * @default empty (Stripe's own API)
   */
  readonly stripeApiUrl: string | undefined;
  /**
   * REALTIME_TRANSPORT: how committed changes (chat messages, workspace updates, notifications,
   * the catalogue version) reach subscribers. `postgres`: LISTEN/NOTIFY, so every API process on
   * the database hears every change, over one listening connection per process; `memory`:
   * within this process only (one process, tests of fixture features, the chat benchmark's
   * baseline).
   * @group Server
   * @default postgres
   */
  readonly realtimeTransport: RealtimeTransport;
  /**
   * SMTP_URL: where mail is sent, a nodemailer `smtp://` or `smtps://` URL with its credentials
   * (`smtps://user:pass@smtp.example.com:465`). Empty: outside production each message is
   * written to MAIL_OUTBOX_DIR instead and its subject and link logged; in production mail is
   * off (one warning at start), and what needs it answers 503 `mail_unavailable`.
   * @group Mail
   * @default empty (the outbox directory)
   * @production empty (mail off)
   */
  readonly smtpUrl: string | undefined;
  /**
   * MAIL_FROM: the sender of every message, an address with an optional name.
   * @group Mail
   * @default `FlowVault <no-reply@localhost>`
   */
  readonly mailFrom: string;
  /**
   * MAIL_OUTBOX_DIR: where mail is written as `.eml` files (`<time>-<id>.eml`, opens in any mail
   * client) without SMTP_URL, relative to the repository root.
   * @group Mail
   * @default DATA_DIR/mail
   */
  readonly mailOutboxDir: string;
  /**
   * LOG_LEVEL: the pino log level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or
   * `silent`.
   * @group Server
   * @default `info` (`warn` with NODE_ENV=test)
   */
  readonly logLevel: LogLevel;
  /**
   * DATA_DIR: where the generated secrets (`secrets.json`), the embedded PostgreSQL (`postgres`,
   * with its password, lock, users and log beside it) and the mail outbox live, relative to the
   * repository root.
   * @group Server
   * @default `.data`
   */
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
    this.receiptSeller = (
      get('RECEIPT_SELLER') ?? `FlowVault|${COMPANY_CONTACT.location}|${COMPANY_CONTACT.email}`
    )
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 6);
    if (this.receiptSeller.length === 0) {
      throw new ConfigError('RECEIPT_SELLER must name the seller, e.g. FlowVault|Milan, Italy');
    }
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
    this.accountExportsPerHour = parseCount(
      'ACCOUNT_EXPORTS_PER_HOUR',
      get('ACCOUNT_EXPORTS_PER_HOUR'),
      5,
    );
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
