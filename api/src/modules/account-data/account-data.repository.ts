import type { Db, Tx } from '../../core/db';

type Row = Record<string, unknown>;

/** Amounts are stored in minor units; the export shows major units, as the payment pages do. */
const MAJOR = (column: string) => `(${column} / 100.0)::float8`;

/**
 * Each section of an account's export as one statement over the account's own rows only: no
 * other account's name, email or words (docs/product/accounts-and-plans.md, Your data).
 */
const SECTIONS = {
  notificationSettings: `
    SELECT kind, in_app AS "inApp", email, updated_at AS "updatedAt"
      FROM notification_settings WHERE user_id = $1 ORDER BY kind`,
  n8nConnection: `
    SELECT n8n_instance_url AS "instanceUrl", updated_at AS "updatedAt"
      FROM user_settings WHERE user_id = $1`,
  savedTemplates: `
    SELECT template_id AS "templateId", template_name AS "templateName", created_at AS "savedAt"
      FROM saved_templates WHERE user_id = $1 ORDER BY created_at, id`,
  hireRequests: `
    SELECT id, template_id AS "templateId", template_name AS "templateName", status, urgency,
           business_problem AS "businessProblem", requirements, timeline, industry,
           company_size AS "companySize", budget_currency AS "budgetCurrency",
           ${MAJOR('budget_min_cents')} AS "budgetMin", ${MAJOR('budget_max_cents')} AS "budgetMax",
           created_at AS "createdAt", updated_at AS "updatedAt"
      FROM hire_requests WHERE client_id = $1 ORDER BY created_at, id`,
  expertApplications: `
    SELECT id, status, full_name AS "fullName", email, phone, location, job_title AS "jobTitle",
           company, years_of_experience AS "yearsOfExperience", education,
           professional_summary AS "professionalSummary", profiles,
           ai_expertise AS "aiExpertise", automation_expertise AS "automationExpertise",
           programming_languages AS "programmingLanguages",
           tools_and_platforms AS "toolsAndPlatforms", portfolio_items AS "portfolioItems",
           motivation_statement AS "motivationStatement", expertise_goals AS "expertiseGoals",
           contribution_plans AS "contributionPlans", rejection_reason AS "rejectionReason",
           reviewed_at AS "reviewedAt", created_at AS "createdAt", updated_at AS "updatedAt"
      FROM expert_applications WHERE user_id = $1 ORDER BY created_at, id`,
  hireApplications: `
    SELECT a.id, a.request_id AS "requestId", r.template_name AS "templateName", a.status,
           a.cover_letter AS "coverLetter", a.relevant_experience AS "relevantExperience",
           a.approach_description AS "approachDescription",
           a.proposed_timeline AS "proposedTimeline", a.budget_currency AS "budgetCurrency",
           ${MAJOR('a.budget_amount_cents')} AS "budgetAmount",
           a.budget_explanation AS "budgetExplanation", a.portfolio_items AS "portfolioItems",
           a.created_at AS "createdAt", a.updated_at AS "updatedAt"
      FROM hire_applications a JOIN hire_requests r ON r.id = a.request_id
     WHERE a.expert_id = $1 ORDER BY a.created_at, a.id`,
  chatMessages: `
    SELECT m.id, t.request_id AS "requestId", t.application_id AS "applicationId",
           m.sender_type AS "senderRole", m.message, m.created_at AS "createdAt"
      FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id
     WHERE m.sender_id = $1 ORDER BY m.created_at, m.id`,
  requirementQuestions: `
    SELECT id, request_id AS "requestId", question, type, asked_at AS "askedAt"
      FROM requirement_questions WHERE asked_by = $1 ORDER BY asked_at, id`,
  requirementAnswers: `
    SELECT q.id AS "questionId", q.request_id AS "requestId", q.answer,
           q.answered_at AS "answeredAt"
      FROM requirement_questions q JOIN hire_requests r ON r.id = q.request_id
     WHERE r.client_id = $1 AND q.answer IS NOT NULL ORDER BY q.answered_at, q.id`,
  projectDeliverables: `
    SELECT id, request_id AS "requestId", title, url, note, created_at AS "createdAt"
      FROM project_deliverables WHERE added_by = $1 ORDER BY created_at, id`,
  // A chat notice quotes the other side's message: its body is theirs, not the holder's.
  notifications: `
    SELECT kind, title, CASE WHEN kind = 'chat_message' THEN NULL ELSE body END AS body, link, created_at AS "createdAt", read_at AS "readAt"
      FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
  payments: `
    SELECT id, purpose, ${MAJOR('amount')} AS amount, currency, status, description, gateway,
           created_at AS "createdAt", completed_at AS "completedAt"
      FROM payments WHERE user_id = $1 ORDER BY created_at, id`,
} as const;

export type ExportSection = keyof typeof SECTIONS;

/** What keeps an account from being deleted now (each a flag). */
export interface DeletionBlockers {
  /** Client of a request in_selection or active, or its accepted expert. */
  activeProject: boolean;
  /** Client of a request still open to applications. */
  openRequest: boolean;
  /** Expert with an application still waiting for the client. */
  pendingApplication: boolean;
}

/**
 * The SQL of an account's data as a whole: the export's sections and the erasure. It reads and
 * writes the tables of the features it needs (account-data.module.ts); nothing else writes them
 * across features.
 */
export const accountDataRepository = {
  /** One statement per section, each over the account's own rows. */
  async sections(db: Db, userId: string): Promise<Record<ExportSection, Row[]>> {
    const names = Object.keys(SECTIONS) as ExportSection[];
    const rows = await Promise.all(names.map((name) => db.query<Row>(SECTIONS[name], [userId])));
    return Object.fromEntries(names.map((name, i) => [name, rows[i]])) as Record<
      ExportSection,
      Row[]
    >;
  },

  async blockers(db: Db, userId: string): Promise<DeletionBlockers> {
    const [row] = await db.query<DeletionBlockers>(
      `SELECT
         EXISTS (SELECT 1 FROM hire_requests r
                  WHERE r.status IN ('in_selection', 'active')
                    AND (r.client_id = $1 OR EXISTS (
                      SELECT 1 FROM hire_applications a
                       WHERE a.request_id = r.id AND a.expert_id = $1 AND a.status = 'accepted')))
           AS "activeProject",
         EXISTS (SELECT 1 FROM hire_requests WHERE client_id = $1 AND status = 'pending')
           AS "openRequest",
         EXISTS (SELECT 1 FROM hire_applications WHERE expert_id = $1 AND status = 'pending')
           AS "pendingApplication"`,
      [userId],
    );
    return row;
  },

  /**
   * Removes what is the account's alone, inside `tx`: saved templates, the n8n connection (its
   * sealed key with it), notifications and their settings, reset and verification links (they name the address), chat reads and presence,
   * the expert profile and programme applications, the plan, and mail to its address. Payments
   * stay for the accounts with their amounts, unlinked; an open checkout is cancelled first.
   */
  async erase(tx: Tx, userId: string, emailKey: string): Promise<void> {
    for (const table of [
      'saved_templates',
      'user_settings',
      'notifications',
      'notification_settings',
      'notification_events',
      'password_resets',
      'email_verifications',
      'chat_presence',
      'expert_profiles',
      'expert_applications',
      'user_subscriptions',
    ]) {
      await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    }
    await tx.query(`DELETE FROM chat_reads WHERE reader_id = $1`, [userId]);
    await tx.query(`DELETE FROM mail_outbox WHERE lower(recipient) = $1`, [emailKey]);
    await tx.query(
      `UPDATE payments SET status = CASE WHEN status = 'pending' THEN 'cancelled' ELSE status END,
         user_id = NULL, updated_at = now()
       WHERE user_id = $1`,
      [userId],
    );
  },
};
