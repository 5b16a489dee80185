import type { Db } from '../../../core/db';
import type { ApplicationStatus } from '../requests/hire-request.machine';

/** A portfolio item as stored (JSON) and shown. */
export interface PortfolioItem {
  title: string;
  url: string | null;
  description: string;
  technologies: string[];
}

/** The client's feedback on an accepted application, once the project is completed. */
export interface StoredFeedback {
  rating: number;
  message: string;
  createdAt: Date;
}

/** An application as stored; money in minor units. `expertId` is never presented. */
export interface HireApplicationRecord {
  id: string;
  requestId: string;
  expertId: string;
  status: ApplicationStatus;
  coverLetter: string;
  relevantExperience: string;
  approachDescription: string;
  proposedTimeline: string;
  budget: { currency: string; amountCents: number; explanation: string };
  portfolioItems: PortfolioItem[];
  feedback: StoredFeedback | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewHireApplication = Omit<
  HireApplicationRecord,
  'id' | 'status' | 'feedback' | 'createdAt' | 'updatedAt'
>;

/** How many applications are in each status. */
export interface ApplicationCounts {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
  withdrawn: number;
}

export const NO_APPLICATIONS: ApplicationCounts = Object.freeze({
  total: 0,
  pending: 0,
  accepted: 0,
  rejected: 0,
  withdrawn: 0,
});

/** The index that lets an expert apply once per request. */
export const APPLY_ONCE = 'hire_applications_once';

const COLUMNS = `a.id, a.request_id AS "requestId", a.expert_id AS "expertId", a.status,
  a.cover_letter AS "coverLetter", a.relevant_experience AS "relevantExperience",
  a.approach_description AS "approachDescription", a.proposed_timeline AS "proposedTimeline",
  a.budget_currency, a.budget_amount_cents::float8 AS budget_amount_cents, a.budget_explanation,
  a.portfolio_items AS "portfolioItems", a.feedback_rating, a.feedback_message, a.feedback_at,
  a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;

const COUNTS = `count(*)::int AS total,
  count(*) FILTER (WHERE a.status = 'pending')::int AS pending,
  count(*) FILTER (WHERE a.status = 'accepted')::int AS accepted,
  count(*) FILTER (WHERE a.status = 'rejected')::int AS rejected,
  count(*) FILTER (WHERE a.status = 'withdrawn')::int AS withdrawn`;

interface ApplicationRow extends Omit<HireApplicationRecord, 'budget' | 'feedback'> {
  budget_currency: string;
  budget_amount_cents: number;
  budget_explanation: string;
  feedback_rating: number | null;
  feedback_message: string | null;
  feedback_at: Date | null;
}

function toRecord(row: ApplicationRow): HireApplicationRecord {
  const {
    budget_currency: currency,
    budget_amount_cents: amountCents,
    budget_explanation: explanation,
    feedback_rating: rating,
    feedback_message: message,
    feedback_at: feedbackAt,
    ...rest
  } = row;
  return {
    ...rest,
    budget: { currency, amountCents, explanation },
    feedback:
      rating !== null && feedbackAt
        ? { rating, message: message ?? '', createdAt: feedbackAt }
        : null,
  };
}

async function many(db: Db, sql: string, params: unknown[]): Promise<HireApplicationRecord[]> {
  return (await db.query<ApplicationRow>(sql, params)).map(toRecord);
}

async function one(
  db: Db,
  sql: string,
  params: unknown[],
): Promise<HireApplicationRecord | undefined> {
  return (await many(db, sql, params))[0];
}

/** Applications in SQL; each method runs on the `Db` it is given. */
export const hireApplicationRepository = {
  async insert(db: Db, application: NewHireApplication): Promise<HireApplicationRecord> {
    const created = await one(
      db,
      `INSERT INTO hire_applications AS a (request_id, expert_id, cover_letter,
         relevant_experience, approach_description, proposed_timeline, budget_currency,
         budget_amount_cents, budget_explanation, portfolio_items)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING ${COLUMNS}`,
      [
        application.requestId,
        application.expertId,
        application.coverLetter,
        application.relevantExperience,
        application.approachDescription,
        application.proposedTimeline,
        application.budget.currency,
        application.budget.amountCents,
        application.budget.explanation,
        JSON.stringify(application.portfolioItems),
      ],
    );
    return created!;
  },

  /** An application with the client of its request: the facts of its permissions. */
  async findWithClient(
    db: Db,
    id: string,
  ): Promise<(HireApplicationRecord & { clientId: string }) | undefined> {
    const rows = await db.query<ApplicationRow & { clientId: string }>(
      `SELECT ${COLUMNS}, r.client_id AS "clientId"
         FROM hire_applications a JOIN hire_requests r ON r.id = a.request_id WHERE a.id = $1`,
      [id],
    );
    return rows[0] && { ...toRecord(rows[0]), clientId: rows[0].clientId };
  },

  findByIds(db: Db, ids: readonly string[]): Promise<HireApplicationRecord[]> {
    return many(db, `SELECT ${COLUMNS} FROM hire_applications a WHERE a.id = ANY($1::uuid[])`, [
      ids,
    ]);
  },

  /** The first `perRequest` applications of each request, oldest first. */
  byRequests(
    db: Db,
    requestIds: readonly string[],
    perRequest: number,
  ): Promise<HireApplicationRecord[]> {
    return many(
      db,
      `SELECT ${COLUMNS} FROM (
         SELECT *, row_number() OVER (PARTITION BY request_id ORDER BY created_at, id) AS place
           FROM hire_applications WHERE request_id = ANY($1::uuid[])) a
        WHERE a.place <= $2 ORDER BY a.created_at, a.id`,
      [requestIds, perRequest],
    );
  },

  /** The expert's applications, newest first, in one status or all. */
  byExpert(
    db: Db,
    expertId: string,
    status: ApplicationStatus | undefined,
    limit: number,
  ): Promise<HireApplicationRecord[]> {
    return many(
      db,
      `SELECT ${COLUMNS} FROM hire_applications a
        WHERE a.expert_id = $1 AND ($2::text IS NULL OR a.status = $2)
        ORDER BY a.created_at DESC, a.id LIMIT $3`,
      [expertId, status ?? null, limit],
    );
  },

  countsByRequests(
    db: Db,
    requestIds: readonly string[],
  ): Promise<Array<ApplicationCounts & { requestId: string }>> {
    return db.query(
      `SELECT a.request_id AS "requestId", ${COUNTS} FROM hire_applications a
        WHERE a.request_id = ANY($1::uuid[]) GROUP BY a.request_id`,
      [requestIds],
    );
  },

  /** `countsByExpert` for many experts in one statement; experts without any are absent. */
  countsByExperts(
    db: Db,
    expertIds: readonly string[],
  ): Promise<Array<ApplicationCounts & { expertId: string }>> {
    return db.query(
      `SELECT a.expert_id AS "expertId", ${COUNTS} FROM hire_applications a
        WHERE a.expert_id = ANY($1::uuid[]) GROUP BY a.expert_id`,
      [expertIds],
    );
  },

  async countsByExpert(db: Db, expertId: string): Promise<ApplicationCounts> {
    const [counts] = await db.query<ApplicationCounts>(
      `SELECT ${COUNTS} FROM hire_applications a WHERE a.expert_id = $1`,
      [expertId],
    );
    return counts;
  },

  /** Which of the requests the expert applied to. */
  async appliedAmong(
    db: Db,
    expertId: string,
    requestIds: readonly string[],
  ): Promise<Set<string>> {
    const rows = await db.query<{ requestId: string }>(
      `SELECT request_id AS "requestId" FROM hire_applications
        WHERE expert_id = $1 AND request_id = ANY($2::uuid[])`,
      [expertId, requestIds],
    );
    return new Set(rows.map((row) => row.requestId));
  },

  /** The request's accepted application (at most one, by a unique index). */
  accepted(db: Db, requestId: string): Promise<HireApplicationRecord | undefined> {
    return one(
      db,
      `SELECT ${COLUMNS} FROM hire_applications a WHERE a.request_id = $1 AND a.status = 'accepted'`,
      [requestId],
    );
  },

  /** Moves an application from `from` to `to`, only if it is still in `from`. */
  move(
    db: Db,
    id: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
  ): Promise<HireApplicationRecord | undefined> {
    return one(
      db,
      `UPDATE hire_applications a SET status = $3, updated_at = now()
        WHERE a.id = $1 AND a.status = $2 RETURNING ${COLUMNS}`,
      [id, from, to],
    );
  },

  /** Rejects every application of the request still pending (the project went to another). */
  async closePending(db: Db, requestId: string): Promise<number> {
    const { affected } = await db.execute(
      `UPDATE hire_applications SET status = 'rejected', updated_at = now()
        WHERE request_id = $1 AND status = 'pending'`,
      [requestId],
    );
    return affected;
  },

  /** Stores feedback on the request's accepted application, once; nothing when it has some. */
  leaveFeedback(
    db: Db,
    requestId: string,
    feedback: { rating: number; message: string },
  ): Promise<HireApplicationRecord | undefined> {
    return one(
      db,
      `UPDATE hire_applications a SET feedback_rating = $2, feedback_message = $3,
         feedback_at = now(), updated_at = now()
        WHERE a.request_id = $1 AND a.status = 'accepted' AND a.feedback_at IS NULL
        RETURNING ${COLUMNS}`,
      [requestId, feedback.rating, feedback.message],
    );
  },
};
