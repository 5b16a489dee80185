import type { Db, Tx } from '../../../core/db';
import { OPEN_STATUSES, type RequestStatus } from './hire-request.machine';

export const URGENCIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** A budget range as stored: minor units (cents). */
export interface StoredBudget {
  currency: string;
  minCents: number;
  maxCents: number;
}

/** A hire request as stored. `clientId` never leaves the server but for the owner check. */
export interface HireRequestRecord {
  id: string;
  clientId: string;
  templateId: string | null;
  templateName: string;
  status: RequestStatus;
  urgency: Urgency;
  businessProblem: string;
  requirements: string;
  timeline: string;
  industry: string;
  companySize: string;
  budget: StoredBudget | null;
  createdAt: Date;
  updatedAt: Date;
}

/** How many of a client's requests are in each status (the statuses of hire-request.machine.ts). */
export interface RequestCounts {
  total: number;
  pending: number;
  inSelection: number;
  active: number;
  completed: number;
  cancelled: number;
}

export const NO_REQUESTS: RequestCounts = Object.freeze({
  total: 0,
  pending: 0,
  inSelection: 0,
  active: 0,
  completed: 0,
  cancelled: 0,
});

export type NewHireRequest = Omit<HireRequestRecord, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** The index that keeps one open request per client and template. */
export const ONE_OPEN_REQUEST = 'hire_requests_one_open';

const COLUMNS = `r.id, r.client_id AS "clientId", r.template_id AS "templateId",
  r.template_name AS "templateName", r.status, r.urgency, r.business_problem AS "businessProblem",
  r.requirements, r.timeline, r.industry, r.company_size AS "companySize",
  CASE WHEN r.budget_currency IS NULL THEN NULL ELSE jsonb_build_object(
    'currency', r.budget_currency, 'minCents', r.budget_min_cents, 'maxCents', r.budget_max_cents)
  END AS budget, r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

/** A row lock taken by a read inside a transaction. */
export type RowLock = 'share' | 'update';

function lockClause(lock: RowLock | undefined): string {
  if (lock === 'share') return 'FOR SHARE OF r';
  return lock === 'update' ? 'FOR UPDATE OF r' : '';
}

type RequestWithFacts = HireRequestRecord & { applied: boolean };

/** A request with whether `actorId` applied to it; a lock only inside a transaction. */
function findWithFacts(db: Db, id: string, actorId: string): Promise<RequestWithFacts | undefined>;
function findWithFacts(
  tx: Tx,
  id: string,
  actorId: string,
  lock: RowLock,
): Promise<RequestWithFacts | undefined>;
async function findWithFacts(
  db: Db,
  id: string,
  actorId: string,
  lock?: RowLock,
): Promise<RequestWithFacts | undefined> {
  const [row] = await db.query<RequestWithFacts>(
    `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM hire_applications a
          WHERE a.request_id = r.id AND a.expert_id = $2) AS applied
         FROM hire_requests r WHERE r.id = $1 ${lockClause(lock)}`,
    [id, actorId],
  );
  return row;
}

/** A request; a lock (a payment about to activate it) only inside a transaction. */
function find(db: Db, id: string): Promise<HireRequestRecord | undefined>;
function find(tx: Tx, id: string, lock: RowLock): Promise<HireRequestRecord | undefined>;
async function find(db: Db, id: string, lock?: RowLock): Promise<HireRequestRecord | undefined> {
  const [row] = await db.query<HireRequestRecord>(
    `SELECT ${COLUMNS} FROM hire_requests r WHERE r.id = $1 ${lockClause(lock)}`,
    [id],
  );
  return row;
}

/** Hire requests in SQL; each method runs on the `Db` it is given. */
export const hireRequestRepository = {
  async insert(db: Db, request: NewHireRequest): Promise<HireRequestRecord> {
    const [created] = await db.query<HireRequestRecord>(
      `INSERT INTO hire_requests AS r (client_id, template_id, template_name, urgency,
         business_problem, requirements, timeline, industry, company_size, budget_currency,
         budget_min_cents, budget_max_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
      [
        request.clientId,
        request.templateId,
        request.templateName,
        request.urgency,
        request.businessProblem,
        request.requirements,
        request.timeline,
        request.industry,
        request.companySize,
        request.budget?.currency ?? null,
        request.budget?.minCents ?? null,
        request.budget?.maxCents ?? null,
      ],
    );
    return created;
  },

  /**
   * A request and whether `actorId` applied to it: the facts of its permissions, in one read.
   * `lock` (inside a transaction) holds the row until the transaction ends: `share` keeps its
   * status while an application is sent or rejected, so neither can miss an accept moving it on.
   */
  findWithFacts,

  /** A request; `lock: 'update'` holds it for a change to come (a payment activating it). */
  find,

  findByIds(db: Db, ids: readonly string[]): Promise<HireRequestRecord[]> {
    return db.query<HireRequestRecord>(
      `SELECT ${COLUMNS} FROM hire_requests r WHERE r.id = ANY($1::uuid[])`,
      [ids],
    );
  },

  /** How many requests each of `clientIds` has in each status; clients with none are absent. */
  countsByClients(
    db: Db,
    clientIds: readonly string[],
  ): Promise<Array<RequestCounts & { clientId: string }>> {
    return db.query(
      `SELECT r.client_id AS "clientId", count(*)::int AS total,
              count(*) FILTER (WHERE r.status = 'pending')::int AS pending,
              count(*) FILTER (WHERE r.status = 'in_selection')::int AS "inSelection",
              count(*) FILTER (WHERE r.status = 'active')::int AS active,
              count(*) FILTER (WHERE r.status = 'completed')::int AS completed,
              count(*) FILTER (WHERE r.status = 'cancelled')::int AS cancelled
         FROM hire_requests r WHERE r.client_id = ANY($1::uuid[]) GROUP BY r.client_id`,
      [clientIds],
    );
  },

  /** The client's requests, newest first. */
  byClient(db: Db, clientId: string, limit: number): Promise<HireRequestRecord[]> {
    return db.query<HireRequestRecord>(
      `SELECT ${COLUMNS} FROM hire_requests r WHERE r.client_id = $1
        ORDER BY r.created_at DESC, r.id LIMIT $2`,
      [clientId, limit],
    );
  },

  /** The client's open request (OPEN_STATUSES) on a template, if any. */
  async openOn(db: Db, clientId: string, templateId: string): Promise<string | undefined> {
    const [row] = await db.query<{ id: string }>(
      `SELECT id FROM hire_requests
        WHERE client_id = $1 AND template_id = $2 AND status = ANY($3::text[])`,
      [clientId, templateId, OPEN_STATUSES],
    );
    return row?.id;
  },

  /** The board: pending requests of other clients, newest first. */
  board(
    db: Db,
    expertId: string,
    page: { offset: number; limit: number },
  ): Promise<HireRequestRecord[]> {
    return db.query<HireRequestRecord>(
      `SELECT ${COLUMNS} FROM hire_requests r
        WHERE r.status = 'pending' AND r.client_id <> $1
        ORDER BY r.created_at DESC, r.id OFFSET $2 LIMIT $3`,
      [expertId, page.offset, page.limit],
    );
  },

  /** How many requests the board holds for the expert, over all pages. */
  async boardCount(db: Db, expertId: string): Promise<number> {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM hire_requests
        WHERE status = 'pending' AND client_id <> $1`,
      [expertId],
    );
    return row.total;
  },

  /**
   * Moves a request from `from` to `to`, only if it is still in `from`: the row comes back to
   * the one caller whose update found it there; a concurrent caller gets nothing.
   */
  async move(
    db: Db,
    id: string,
    from: RequestStatus,
    to: RequestStatus,
  ): Promise<HireRequestRecord | undefined> {
    const [moved] = await db.query<HireRequestRecord>(
      `UPDATE hire_requests r SET status = $3, updated_at = now()
        WHERE r.id = $1 AND r.status = $2 RETURNING ${COLUMNS}`,
      [id, from, to],
    );
    return moved;
  },
};
