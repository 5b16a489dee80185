import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PreparedBody } from './prepared-body';

/** A query the web app sends first on its home page, as the build wrote it down. */
export interface ServedQuery {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Answers a GraphQL query as a visitor would get it: its data, or undefined on any error. */
export type AnswerAsVisitor = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<unknown>;

/** Where `vite build` writes the home page's first queries (web/vite.config.ts). */
const SERVED_QUERIES_FILE = path.join('.vite', 'served-queries.json');

/** The id of the element the answers go in, which the web app reads (served-answers.ts). */
const ANSWERS_ID = 'served-answers';

/**
 * How long one set of answers is served before it is asked again. However many visitors arrive,
 * a process answers the queries at most once a second, and the page a visitor gets is at most a
 * second behind the catalogue.
 */
export const ANSWERS_FRESH_MS = 1000;

const HTML = 'text/html; charset=utf-8';

/** The build's served queries; none for a build without them (the page is then sent as is). */
export function readServedQueries(dist: string): ServedQuery[] {
  const file = path.join(dist, SERVED_QUERIES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ServedQuery[]) : [];
}

/**
 * The HTML of the home page with the answers to its first queries inside, as JSON the web app
 * puts in its cache before it renders (docs/ARCHITECTURE.md, "The home page's first answers"):
 * the first cards then wait for the script only, not for a request after it. A visitor's answers
 * are everyone's, so one page serves every visitor for `ANSWERS_FRESH_MS`; concurrent requests
 * share one round of answering, and a page whose answers did not change keeps its bytes, its ETag
 * and its compressed forms. When the answers cannot be had (the database is away), the page goes
 * out without them and the app asks as usual.
 */
export class HomePage {
  private readonly plain: PreparedBody;
  private current?: { answers: string; page: PreparedBody; madeAt: number };
  private answering?: Promise<PreparedBody>;

  constructor(
    private readonly html: string,
    private readonly queries: readonly ServedQuery[],
    private readonly answer: AnswerAsVisitor,
    private readonly now: () => number = Date.now,
  ) {
    this.plain = new PreparedBody(Buffer.from(html), HTML);
  }

  /** The page to send now. */
  page(): Promise<PreparedBody> {
    if (this.queries.length === 0) return Promise.resolve(this.plain);
    const { current } = this;
    if (current && this.now() - current.madeAt < ANSWERS_FRESH_MS) {
      return Promise.resolve(current.page);
    }
    this.answering ??= this.make().finally(() => (this.answering = undefined));
    return this.answering;
  }

  private async make(): Promise<PreparedBody> {
    const answers: Record<string, unknown> = {};
    for (const { name, query, variables } of this.queries) {
      const data = await this.answer(query, variables).catch(() => undefined);
      if (data === undefined || data === null) return this.plain;
      answers[name] = data;
    }
    // Inside <script> only "</script" could end the element early: no "<" is left as it is.
    const json = JSON.stringify(answers).replace(/</g, '\\u003c');
    if (this.current?.answers !== json) {
      const script = `<script type="application/json" id="${ANSWERS_ID}">${json}</script>`;
      const html = this.html.includes('</body>')
        ? this.html.replace('</body>', () => `${script}</body>`)
        : this.html + script;
      this.current = { answers: json, page: new PreparedBody(Buffer.from(html), HTML), madeAt: 0 };
    }
    this.current.madeAt = this.now();
    return this.current.page;
  }
}
