import type { Db } from '../../core/db';

/** An expert as clients see them: a name, a title and a place; never an email or id. */
export interface ExpertSummary {
  expertId: string;
  name: string;
  title: string;
  location: string;
}

/**
 * An expert's record: projects completed for clients, and the clients'
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

/**
 * Experts' names and records, read in batches for loaders and REST alike. Titles and locations
 * are the experts feature's (`expertProfiles.findByUserIds`); hiring reads only the account's
 * name and its own tables.
 */
export const expertRecordRepository = {
  /** The account names of `userIds`, in no particular order. */
  names(db: Db, userIds: readonly string[]): Promise<Array<{ userId: string; name: string }>> {
    return db.query(`SELECT id AS "userId", name FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
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
