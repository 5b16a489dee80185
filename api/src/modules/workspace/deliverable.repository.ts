import type { Db } from '../../core/db';

/** A deliverable as stored; who added it stays on the server. */
export interface DeliverableRecord {
  id: string;
  requestId: string;
  title: string;
  url: string;
  note: string;
  createdAt: Date;
}

/** The most deliverables one project holds. */
export const MAX_DELIVERABLES = 100;

const COLUMNS = `d.id, d.request_id AS "requestId", d.title, d.url, d.note, d.created_at AS "createdAt"`;

/** Deliverables in SQL; each method runs on the `Db` it is given. */
export const deliverableRepository = {
  /** Stores a deliverable unless the project already holds MAX_DELIVERABLES (then undefined). */
  async insert(
    db: Db,
    deliverable: { requestId: string; addedBy: string; title: string; url: string; note: string },
  ): Promise<DeliverableRecord | undefined> {
    const [row] = await db.query<DeliverableRecord>(
      `INSERT INTO project_deliverables AS d (request_id, added_by, title, url, note)
       SELECT $1, $2, $3, $4, $5
        WHERE (SELECT count(*) FROM project_deliverables WHERE request_id = $1) < $6
       RETURNING ${COLUMNS}`,
      [
        deliverable.requestId,
        deliverable.addedBy,
        deliverable.title,
        deliverable.url,
        deliverable.note,
        MAX_DELIVERABLES,
      ],
    );
    return row;
  },

  /** A project's deliverables, oldest first. */
  byRequest(db: Db, requestId: string): Promise<DeliverableRecord[]> {
    return db.query<DeliverableRecord>(
      `SELECT ${COLUMNS} FROM project_deliverables d WHERE d.request_id = $1
        ORDER BY d.created_at, d.id LIMIT $2`,
      [requestId, MAX_DELIVERABLES],
    );
  },
};
