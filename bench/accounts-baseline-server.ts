import { createServer } from 'node:http';
import { createSecretKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Algorithm, verify } from '@node-rs/argon2';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';

/**
 * The floor for sign-in and `me`: a bare Node http server doing the same essential work as the
 * API (the account read, one argon2id verification and a JWT for a sign-in; a JWT check and the
 * account and plan reads for `me`) with no framework, validation, rate limit or presenter.
 * Started by bench/accounts.ts with the database URL and JWT secret; reports its port over IPC.
 */
const [databaseUrl, secretText] = process.argv.slice(2);
// A key made once, as the app's SessionTokens does (a string is tried as a PEM key first).
const secret = createSecretKey(Buffer.from(secretText, 'utf8'));
const pool = new Pool({ connectionString: databaseUrl, max: 10 });

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    answer(req.url ?? '', req.headers.authorization, body)
      .then(([status, value]) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      })
      .catch(() => {
        res.writeHead(500).end();
      });
  });
});

async function answer(url: string, authorization: string | undefined, body: string) {
  if (url === '/login') {
    const { email, password } = JSON.parse(body) as { email: string; password: string };
    const { rows } = await pool.query(
      'SELECT id, password_hash, token_version FROM users WHERE email_key = lower($1)',
      [email],
    );
    const ok =
      rows[0] && (await verify(rows[0].password_hash, password, { algorithm: Algorithm.Argon2id }));
    if (!ok) return [401, { error: 'unauthorized' }] as const;
    const token = jwt.sign({ ver: rows[0].token_version }, secret, {
      algorithm: 'HS256',
      subject: rows[0].id,
      expiresIn: 7 * 24 * 3600,
    });
    return [200, { token }] as const;
  }
  const claims = jwt.verify(authorization?.slice(7) ?? '', secret, { algorithms: ['HS256'] });
  const id = (claims as { sub: string }).sub;
  const [user, subscription] = await Promise.all([
    pool.query('SELECT id, name, email, role, created_at FROM users WHERE id = $1', [id]),
    pool.query(
      `SELECT p.name, s.current_period_end FROM user_subscriptions s
         JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1`,
      [id],
    ),
  ]);
  return [200, { user: { ...user.rows[0], subscription: subscription.rows[0] ?? null } }] as const;
}

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
