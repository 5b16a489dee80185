import type { Db } from '../../core/db';
import type { QuestionStatus, QuestionType } from './task-status.machine';

/** A requirement question as stored; who asked stays on the server. */
export interface RequirementQuestionRecord {
  id: string;
  requestId: string;
  question: string;
  type: QuestionType;
  status: QuestionStatus;
  answer: string | null;
  askedAt: Date;
  answeredAt: Date | null;
}

/** The most questions one project holds. */
export const MAX_QUESTIONS = 200;

const COLUMNS = `q.id, q.request_id AS "requestId", q.question, q.type, q.status, q.answer,
  q.asked_at AS "askedAt", q.answered_at AS "answeredAt"`;

/** Requirement questions in SQL; each method runs on the `Db` it is given. */
export const requirementQuestionRepository = {
  /** Stores a question unless the project already holds MAX_QUESTIONS (then undefined). */
  async insert(
    db: Db,
    question: { requestId: string; askedBy: string; question: string; type: QuestionType },
  ): Promise<RequirementQuestionRecord | undefined> {
    const [row] = await db.query<RequirementQuestionRecord>(
      `INSERT INTO requirement_questions AS q (request_id, asked_by, question, type)
       SELECT $1, $2, $3, $4
        WHERE (SELECT count(*) FROM requirement_questions WHERE request_id = $1) < $5
       RETURNING ${COLUMNS}`,
      [question.requestId, question.askedBy, question.question, question.type, MAX_QUESTIONS],
    );
    return row;
  },

  /** A project's questions, oldest first. */
  byRequest(db: Db, requestId: string): Promise<RequirementQuestionRecord[]> {
    return db.query<RequirementQuestionRecord>(
      `SELECT ${COLUMNS} FROM requirement_questions q WHERE q.request_id = $1
        ORDER BY q.asked_at, q.id LIMIT $2`,
      [requestId, MAX_QUESTIONS],
    );
  },

  async find(
    db: Db,
    requestId: string,
    id: string,
  ): Promise<RequirementQuestionRecord | undefined> {
    const [row] = await db.query<RequirementQuestionRecord>(
      `SELECT ${COLUMNS} FROM requirement_questions q WHERE q.request_id = $1 AND q.id = $2`,
      [requestId, id],
    );
    return row;
  },

  /** Answers a question that is still pending; undefined when it was answered first. */
  async answer(db: Db, id: string, answer: string): Promise<RequirementQuestionRecord | undefined> {
    const [row] = await db.query<RequirementQuestionRecord>(
      `UPDATE requirement_questions q SET status = 'answered', answer = $2, answered_at = now()
        WHERE q.id = $1 AND q.status = 'pending' RETURNING ${COLUMNS}`,
      [id, answer],
    );
    return row;
  },
};
