import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { applyTo, createRequest, newTemplate, requestBody } from './hiring.fixtures';

/** The client's Hire Requests page with every relation the web shows (sized to the cost limit). */
const HIRE_REQUESTS_PAGE = `
  query HireRequestsPage {
    hireRequests(limit: 10) {
      id status templateName
      template { id name category nodeCount }
      applicationCounts { total pending accepted rejected withdrawn }
      applications(limit: 5) {
        id status
        expert { name title location reputation { completedProjects ratingCount averageRating } }
        project { id clientName template { name } }
      }
    }
  }`;

/** The expert's board and applications, with their relations. */
const EXPERT_PAGES = `
  query ExpertPages {
    openProjects(limit: 50) { id applicationCount hasApplied template { name } }
    myApplications { items { id expert { name reputation { completedProjects } } project { id template { name } } } counts { total } }
  }`;

describe('hiring GraphQL statement count', () => {
  let app: TestApp;
  let experts: TestAccount[];

  beforeAll(async () => {
    app = await createTestApp();
    experts = [];
    for (let i = 0; i < 3; i++) experts.push(await createAccount(app.services, { role: 'expert' }));
  });
  afterAll(() => app.close());

  /** A client with `requests` requests, each with `applications` applications. */
  async function clientWith(requests: number, applications: number): Promise<TestAccount> {
    const client = await createAccount(app.services, { plan: 'pro' });
    for (let r = 0; r < requests; r++) {
      const request = await createRequest(app, client, await newTemplate(app));
      for (const expert of experts.slice(0, applications)) await applyTo(app, expert, request._id);
    }
    return client;
  }

  /**
   * The statements `query` costs: the fewer of two runs, since the app's background work (mail,
   * notices, the catalogue's refresh after earlier writes) may add one to a run; a statement per
   * row shows in both.
   */
  async function statements(query: string, headers: Record<string, string>) {
    const runs = [];
    for (let run = 0; run < 2; run++) {
      app.resetQueries();
      const res = await app.graphql(query, {}, headers);
      expect(res.body.errors).toBeUndefined();
      runs.push({ data: res.body.data, sql: [...app.queries] });
    }
    return runs[0].sql.length <= runs[1].sql.length ? runs[0] : runs[1];
  }

  it('does not grow with the number of requests and applications: 1×1 costs as many as 8×3', async () => {
    const small = await statements(HIRE_REQUESTS_PAGE, (await clientWith(1, 1)).headers);
    const large = await statements(HIRE_REQUESTS_PAGE, (await clientWith(8, 3)).headers);
    expect(small.data.hireRequests).toHaveLength(1);
    expect(large.data.hireRequests).toHaveLength(8);
    expect(
      large.data.hireRequests.every(
        (r: { applications: unknown[] }) => r.applications.length === 3,
      ),
    ).toBe(true);
    expect(large.sql.length).toBe(small.sql.length);
    // The account (read as a batch too: the token checks of one turn share it), the list, then
    // one batch each: templates, counts, applications, experts' names and their profiles (the
    // experts feature's read), requests (for `project`, whose templates the loader already
    // holds), reputations.
    expect(large.sql).toHaveLength(9);
    expect(large.sql.filter((sql) => /= ANY\(\$1/.test(sql))).toHaveLength(8);
  });

  it('reads a request once for its applications over REST, and no saved templates to create one', async () => {
    const client = await clientWith(1, 2);
    const [request] = (await app.get('/api/expert-hire-request', client.headers)).body.requests;
    app.resetQueries();
    const res = await app.get(
      `/api/expert-hire-request/${request._id}/applications`,
      client.headers,
    );
    expect(res.body.applications).toHaveLength(2);
    expect(app.queries.filter((sql) => /FROM hire_requests/.test(sql))).toHaveLength(1);

    app.resetQueries();
    const created = await app.post(
      '/api/expert-hire-request',
      requestBody(await newTemplate(app)),
      client.headers,
    );
    expect(created.status).toBe(201);
    expect(app.queries.filter((sql) => /saved_templates/.test(sql))).toEqual([]);
  });

  it('keeps the expert’s pages flat too', async () => {
    const first = await statements(EXPERT_PAGES, experts[0].headers);
    await clientWith(4, 3);
    const later = await statements(EXPERT_PAGES, experts[0].headers);
    expect(later.data.myApplications.items.length).toBeGreaterThan(
      first.data.myApplications.items.length,
    );
    expect(later.sql.length).toBe(first.sql.length);
  });
});
