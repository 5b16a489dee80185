import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  applyTo,
  completedProject,
  createRequest,
  newTemplate,
} from '../../hiring/__tests__/hiring.fixtures';
import { OVERVIEW_QUERY as OVERVIEW } from './overview-query';

describe('dashboard overview statement count', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /**
   * The statements the overview costs: the fewer of two runs, since the app's background work
   * (mail, notices) may add one to a run; a statement per row shows in both.
   */
  async function statements(account: TestAccount) {
    const runs: string[][] = [];
    for (let run = 0; run < 2; run++) {
      app.resetQueries();
      const res = await app.graphql(OVERVIEW, {}, account.headers);
      expect(res.body.errors).toBeUndefined();
      runs.push([...app.queries]);
    }
    return runs[0].length <= runs[1].length ? runs[0] : runs[1];
  }

  it('costs as many statements for a busy account as for a new one, each figure one batch', async () => {
    const newcomer = await createAccount(app.services, { role: 'expert' });
    const busy = await createAccount(app.services, { role: 'expert', plan: 'pro' });
    const other = await createAccount(app.services, { role: 'expert', plan: 'pro' });
    for (let i = 0; i < 3; i++) {
      await completedProject(app, busy, other, await newTemplate(app), 5);
      await completedProject(app, other, busy, await newTemplate(app), 4);
      await applyTo(app, busy, (await createRequest(app, other, await newTemplate(app)))._id);
    }

    const small = await statements(newcomer);
    const large = await statements(busy);
    expect(large).toHaveLength(small.length);
    // The account (the token check), the plan and the saves used (accounts' rule per account),
    // then one batch each: requests by status, hire spending, unread notifications,
    // applications by status, the expert's record.
    expect(large).toHaveLength(8);
    expect(large.filter((sql) => /= ANY\(\$1::uuid\[\]\)/.test(sql))).toHaveLength(6);
  });
});
