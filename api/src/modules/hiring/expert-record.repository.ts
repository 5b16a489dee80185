import type { Db } from '../../common/db';

/** An expert as clients see them: a name, a title and a place; never an email or id. */
export interface ExpertSummary {
  expertId: string;
  name: string;
  title: string;
  location: string;
}

/**
 * An expert's record (beyond the spec): projects completed for clients, and the clients'
 * ratings. `averageRating` is null until there are `MIN_RATINGS` ratings, one decimal after.
 */
export interface ExpertReputation {
  completedProjects: number;
  ratingCount: number;
  averageRating: number | null;
}

/** Fewer ratings than this say too little to show an average. */
export const MIN_RATINGS = 3;

/** Shown for an expert without a profile (approved before profiles, or a seeded helper). */
export const DEFAULT_TITLE = 'Expert';
export const DEFAULT_LOCATION = 'Remote';

export const NO_REPUTATION: ExpertReputation = Object.freeze({
  completedProjects: 0,
  ratingCount: 0,
  averageRating: null,
});

/** Experts' names, profiles and records, read in batches for loaders and REST alike. */
export const expertRecordRepository = {
  /** Names from the account, title and location from the expert profile (when there is one). */
  summaries(db: Db, expertIds: readonly string[]): Promise<ExpertSummary[]> {
    return db.query<ExpertSummary>(
      `SELECT u.id AS "expertId", u.name,
              coalesce(nullif(p.title, ''), $2) AS title,
              coalesce(nullif(p.location, ''), $3) AS location
         FROM users u LEFT JOIN expert_profiles p ON p.user_id = u.id
        WHERE u.id = ANY($1::uuid[])`,
      [expertIds, DEFAULT_TITLE, DEFAULT_LOCATION],
    );
  },

  /**
   * Each expert's completed projects (accepted applications whose request is completed) and the
   * ratings left on them, computed in SQL; experts without any are absent.
   */
  reputations(
    db: Db,
    expertIds: readonly string[],
  ): Promise<Array<ExpertReputation & { expertId: string }>> {
    return db.query(
      `SELECT a.expert_id AS "expertId",
              count(*)::int AS "completedProjects",
              count(a.feedback_rating)::int AS "ratingCount",
              CASE WHEN count(a.feedback_rating) >= $2
                   THEN round(avg(a.feedback_rating), 1)::float8 END AS "averageRating"
         FROM hire_applications a JOIN hire_requests r ON r.id = a.request_id
        WHERE a.expert_id = ANY($1::uuid[]) AND a.status = 'accepted' AND r.status = 'completed'
        GROUP BY a.expert_id`,
      [expertIds, MIN_RATINGS],
    );
  },
};
