import type { Db } from '../../../core/db';
import type { PortfolioItem } from '../applications/hire-application.repository';
import type { NewTransition } from '../requests/hire-history.repository';
import type { ApplicationStatus } from '../requests/hire-request.machine';
import type { HireRequestRecord } from '../requests/hire-request.repository';

/** A demo request row with its own id and age. */
export type DemoRequestRow = Omit<HireRequestRecord, 'updatedAt'> & { updatedAt: Date };

export interface DemoApplicationRow {
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
  feedback: { rating: number; message: string; createdAt: Date } | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The demo seed's SQL: rows with fixed ids written only when missing (`ON CONFLICT DO NOTHING`),
 * so a second boot changes nothing and a demo request that collides with one the demo client
 * made by hand is simply left out.
 */
export const hiringSeedRepository = {
  /** Templates for the demo requests, in a stable order. */
  async templates(db: Db, count: number): Promise<Array<{ id: string; name: string }>> {
    return db.query(`SELECT id, name FROM templates ORDER BY name, id LIMIT $1`, [count]);
  },

  /** Whether the request is there after the insert (false: it collided and was left out). */
  async ensureRequest(db: Db, request: DemoRequestRow): Promise<boolean> {
    await db.query(
      `INSERT INTO hire_requests (id, client_id, template_id, template_name, status, urgency,
         business_problem, requirements, timeline, industry, company_size, budget_currency,
         budget_min_cents, budget_max_cents, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT DO NOTHING`,
      [
        request.id,
        request.clientId,
        request.templateId,
        request.templateName,
        request.status,
        request.urgency,
        request.businessProblem,
        request.requirements,
        request.timeline,
        request.industry,
        request.companySize,
        request.budget?.currency ?? null,
        request.budget?.minCents ?? null,
        request.budget?.maxCents ?? null,
        request.createdAt,
        request.updatedAt,
      ],
    );
    const [row] = await db.query(`SELECT 1 FROM hire_requests WHERE id = $1`, [request.id]);
    return row !== undefined;
  },

  async ensureApplication(db: Db, application: DemoApplicationRow): Promise<void> {
    await db.query(
      `INSERT INTO hire_applications (id, request_id, expert_id, status, cover_letter,
         relevant_experience, approach_description, proposed_timeline, budget_currency,
         budget_amount_cents, budget_explanation, portfolio_items, feedback_rating,
         feedback_message, feedback_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16, $17)
       ON CONFLICT DO NOTHING`,
      [
        application.id,
        application.requestId,
        application.expertId,
        application.status,
        application.coverLetter,
        application.relevantExperience,
        application.approachDescription,
        application.proposedTimeline,
        application.budget.currency,
        application.budget.amountCents,
        application.budget.explanation,
        JSON.stringify(application.portfolioItems),
        application.feedback?.rating ?? null,
        application.feedback?.message ?? null,
        application.feedback?.createdAt ?? null,
        application.createdAt,
        application.updatedAt,
      ],
    );
  },

  async ensureTransition(
    db: Db,
    id: string,
    transition: NewTransition & { at: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO hire_request_transitions (id, request_id, from_status, to_status, event,
         actor_id, application_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT DO NOTHING`,
      [
        id,
        transition.requestId,
        transition.from,
        transition.to,
        transition.event,
        transition.actorId,
        transition.applicationId,
        transition.at,
      ],
    );
  },
};
