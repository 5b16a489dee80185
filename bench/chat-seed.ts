import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SessionTokens } from '../api/src/modules/accounts/session-tokens';

/** One side of a seeded thread: its account and a session token for it. */
export interface ChatSide {
  userId: string;
  token: string;
}

/** An active hire request with its accepted application and that application's chat thread. */
export interface SeededThread {
  requestId: string;
  threadId: string;
  client: ChatSide;
  expert: ChatSide;
}

/**
 * Writes `count` active hire requests straight into the database, each with its own client, its
 * own expert, the expert's accepted application and the application's chat thread: what hiring
 * leaves behind once a client accepted an offer, without thousands of HTTP calls. `label` keeps
 * the accounts of two seedings apart (each run of the bench gets threads of its own, so one
 * run's messages never count against the next one's chat rate). The accounts have no usable
 * password; the tokens are issued with `jwtSecret`, as the API would at sign-in.
 */
export async function seedChatThreads(
  databaseUrl: string,
  jwtSecret: string,
  { count, label }: { count: number; label: string },
): Promise<SeededThread[]> {
  const tokens = new SessionTokens(jwtSecret);
  const side = (userId: string): ChatSide => ({ userId, token: tokens.issue(userId, 0) });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const seeded = Array.from({ length: count }, () => ({
      requestId: randomUUID(),
      applicationId: randomUUID(),
      threadId: randomUUID(),
      clientId: randomUUID(),
      expertId: randomUUID(),
    }));
    const column = (key: keyof (typeof seeded)[number]) => seeded.map((row) => row[key]);
    await db.query(
      `INSERT INTO users (id, name, email, password_hash, role)
       SELECT id, 'Bench ' || role || ' ' || n, $3 || '-' || role || '-' || n || '@bench.invalid',
              '!', role
         FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS s (client_id, expert_id, n),
              LATERAL (VALUES (client_id, 'user'), (expert_id, 'expert')) AS u (id, role)`,
      [column('clientId'), column('expertId'), label],
    );
    await db.query(
      `INSERT INTO hire_requests (id, client_id, template_name, status, urgency,
         business_problem, requirements, timeline, industry, company_size)
       SELECT id, client_id, 'Bench workflow', 'active', 'medium', 'A bench problem',
              'Bench requirements', '2 weeks', 'Software', '1-10'
         FROM unnest($1::uuid[], $2::uuid[]) AS r (id, client_id)`,
      [column('requestId'), column('clientId')],
    );
    await db.query(
      `INSERT INTO hire_applications (id, request_id, expert_id, status, cover_letter,
         relevant_experience, approach_description, proposed_timeline, budget_currency,
         budget_amount_cents)
       SELECT id, request_id, expert_id, 'accepted', 'Bench letter', 'Bench', 'Bench approach',
              '2 weeks', 'USD', 100000
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS a (id, request_id, expert_id)`,
      [column('applicationId'), column('requestId'), column('expertId')],
    );
    await db.query(
      `INSERT INTO chat_threads (id, request_id, application_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[])`,
      [column('threadId'), column('requestId'), column('applicationId')],
    );
    await db.query('COMMIT');
    return seeded.map((row) => ({
      requestId: row.requestId,
      threadId: row.threadId,
      client: side(row.clientId),
      expert: side(row.expertId),
    }));
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    await db.end();
  }
}
