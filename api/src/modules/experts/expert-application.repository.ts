import type { Db } from '../../core/db';
import type { AiFlag, AutomationFlag, ProfileLink } from './dtos/expertise.inputs';
import type { PortfolioItem } from './dtos/portfolio-item';

export const EXPERT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExpertApplicationStatus = (typeof EXPERT_APPLICATION_STATUSES)[number];

/** The one education entry of the form. */
export interface EducationEntry {
  degree: string;
  field: string;
  institution: string;
  year: number;
}

/** Every flag of a group, false when unset, and the skills named besides them. */
export type Expertise<Flag extends string> = { [F in Flag]: boolean } & { other: string[] };

/** An application to the expert programme as stored (nested parts normalized by the service). */
export interface ExpertApplicationRecord {
  id: string;
  userId: string;
  status: ExpertApplicationStatus;
  fullName: string;
  email: string;
  phone: string | null;
  location: string;
  jobTitle: string;
  company: string;
  yearsOfExperience: number;
  education: EducationEntry;
  professionalSummary: string;
  /** Every link of the form, null when not given. */
  profiles: Record<ProfileLink, string | null>;
  aiExpertise: Expertise<AiFlag>;
  automationExpertise: Expertise<AutomationFlag>;
  programmingLanguages: string[];
  toolsAndPlatforms: string[];
  portfolioItems: PortfolioItem[];
  motivationStatement: string;
  expertiseGoals: string;
  contributionPlans: string;
  rejectionReason: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a submission writes: the form, for its author. */
export type NewExpertApplication = Omit<
  ExpertApplicationRecord,
  'id' | 'status' | 'rejectionReason' | 'reviewedBy' | 'reviewedAt' | 'createdAt' | 'updatedAt'
>;

/** The unique index that keeps one pending or approved application per user. */
export const ONE_LIVE_APPLICATION_CONSTRAINT = 'expert_applications_one_live';

/** One page of the admin's list: which status (all when undefined), which page, how many. */
export interface ExpertApplicationListQuery {
  status: ExpertApplicationStatus | undefined;
  page: number;
  limit: number;
}

/**
 * The admin's order: the pending ones first, as a queue (oldest first, so none waits behind
 * newer ones), then the decided ones newest first; the id breaks ties, so pages never overlap.
 */
const REVIEW_ORDER = `(status = 'pending') DESC,
  CASE WHEN status = 'pending' THEN created_at END ASC,
  created_at DESC, id ASC`;

const COLUMNS = `id, user_id AS "userId", status, full_name AS "fullName", email, phone,
  location, job_title AS "jobTitle", company, years_of_experience AS "yearsOfExperience",
  education, professional_summary AS "professionalSummary", profiles,
  ai_expertise AS "aiExpertise", automation_expertise AS "automationExpertise",
  programming_languages AS "programmingLanguages", tools_and_platforms AS "toolsAndPlatforms",
  portfolio_items AS "portfolioItems", motivation_statement AS "motivationStatement",
  expertise_goals AS "expertiseGoals", contribution_plans AS "contributionPlans",
  rejection_reason AS "rejectionReason", reviewed_by AS "reviewedBy",
  reviewed_at AS "reviewedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Expert-programme applications in SQL; each method runs on the `Db` it is given. */
export const expertApplicationRepository = {
  /**
   * Inserts a pending application, or with `status` an already decided one (the demo seed). A
   * second live application of the same user raises the unique violation of
   * `expert_applications_one_live`, also when both arrive at once.
   */
  async insert(
    db: Db,
    application: NewExpertApplication,
    decided?: { status: 'approved'; reviewedAt: Date },
  ): Promise<ExpertApplicationRecord> {
    const a = application;
    const [created] = await db.query<ExpertApplicationRecord>(
      `INSERT INTO expert_applications (user_id, full_name, email, phone, location, job_title,
         company, years_of_experience, education, professional_summary, profiles, ai_expertise,
         automation_expertise, programming_languages, tools_and_platforms, portfolio_items,
         motivation_statement, expertise_goals, contribution_plans, status, reviewed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, coalesce($20, 'pending'), $21)
       RETURNING ${COLUMNS}`,
      [
        a.userId,
        a.fullName,
        a.email,
        a.phone,
        a.location,
        a.jobTitle,
        a.company,
        a.yearsOfExperience,
        JSON.stringify(a.education),
        a.professionalSummary,
        JSON.stringify(a.profiles),
        JSON.stringify(a.aiExpertise),
        JSON.stringify(a.automationExpertise),
        a.programmingLanguages,
        a.toolsAndPlatforms,
        JSON.stringify(a.portfolioItems),
        a.motivationStatement,
        a.expertiseGoals,
        a.contributionPlans,
        decided?.status ?? null,
        decided?.reviewedAt ?? null,
      ],
    );
    return created;
  },

  /** The status of an application alone: what a decision that changed nothing reports. */
  async statusOf(db: Db, id: string): Promise<ExpertApplicationStatus | undefined> {
    const [row] = await db.query<{ status: ExpertApplicationStatus }>(
      `SELECT status FROM expert_applications WHERE id = $1`,
      [id],
    );
    return row?.status;
  },

  /** The user's latest application, whatever its status. */
  async latestOf(db: Db, userId: string): Promise<ExpertApplicationRecord | undefined> {
    const [row] = await db.query<ExpertApplicationRecord>(
      `SELECT ${COLUMNS} FROM expert_applications WHERE user_id = $1
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    );
    return row;
  },

  /** One page in the review order, with how many applications the filter holds in all. */
  async page(
    db: Db,
    { status, page, limit }: ExpertApplicationListQuery,
  ): Promise<{ items: ExpertApplicationRecord[]; totalItems: number }> {
    const rows = await db.query<ExpertApplicationRecord & { total: number }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM expert_applications
        WHERE $1::text IS NULL OR status = $1
        ORDER BY ${REVIEW_ORDER}
        LIMIT $2 OFFSET $3`,
      [status ?? null, limit, (page - 1) * limit],
    );
    if (rows.length === 0 && page > 1) {
      // Past the end: the window function had no row to report the total on.
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM expert_applications
          WHERE $1::text IS NULL OR status = $1`,
        [status ?? null],
      );
      return { items: [], totalItems: row?.total ?? 0 };
    }
    return {
      items: rows.map(({ total: _total, ...record }) => record),
      totalItems: rows[0]?.total ?? 0,
    };
  },

  /**
   * Decides a pending application: approved, or rejected with `rejectionReason`. Undefined when
   * it is not pending (any more): of two decisions at once, the second waits for the first's row
   * lock, then finds the status changed and updates nothing.
   */
  async decide(
    db: Db,
    id: string,
    decision: { status: 'approved' | 'rejected'; reviewerId: string; rejectionReason?: string },
  ): Promise<ExpertApplicationRecord | undefined> {
    const [row] = await db.query<ExpertApplicationRecord>(
      `UPDATE expert_applications
          SET status = $2, rejection_reason = $3, reviewed_by = $4, reviewed_at = now(),
              updated_at = now()
        WHERE id = $1 AND status = 'pending'
        RETURNING ${COLUMNS}`,
      [id, decision.status, decision.rejectionReason ?? null, decision.reviewerId],
    );
    return row;
  },
};
