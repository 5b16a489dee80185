import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import type { NewNotification } from '../notification.repository';
import { NOTIFICATION_KIND_LIST } from '../notification-kinds';
import { notificationsOf, patch } from './notification.fixtures';

/**
 * The notification list, its unread count, marking read and the settings, over REST and
 * GraphQL: each user reaches only their own, whatever ids they send.
 */
describe('notifications over REST and GraphQL', () => {
  let app: TestApp;
  let ada: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
  });
  beforeEach(async () => {
    ada = await createAccount(app.services);
    bob = await createAccount(app.services);
  });
  afterAll(() => app.close());

  /** Tells `who` something, as a feature does in its event's transaction. */
  async function tell(who: TestAccount, overrides: Partial<NewNotification> = {}) {
    await app.services.db.transaction((tx) =>
      app.services.notifications.notify(tx, {
        userId: who.id,
        kind: 'expert_applied',
        title: 'An expert applied to your request',
        body: 'Someone applied.',
        link: '/dashboard?section=hire-requests',
        ...overrides,
      }),
    );
  }

  const gql = (query: string, who?: TestAccount, variables?: Record<string, unknown>) =>
    app.graphql(query, variables, who?.headers);

  it('lists newest first in pages, with the unread count, and only the unread on request', async () => {
    for (let i = 1; i <= 5; i += 1) await tell(ada, { body: `Event ${i}` });
    await tell(bob, { body: 'Not for Ada' });
    const first = await app.get('/api/notifications?limit=2', ada.headers);
    expect(first.status).toBe(200);
    expect(first.body.notifications.map((n: { body: string }) => n.body)).toEqual([
      'Event 5',
      'Event 4',
    ]);
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 5,
      itemsPerPage: 2,
    });
    expect(first.body.unreadCount).toBe(5);
    const third = await app.get('/api/notifications?limit=2&page=3', ada.headers);
    expect(third.body.notifications.map((n: { body: string }) => n.body)).toEqual(['Event 1']);

    const ids = first.body.notifications.map((n: { _id: string }) => n._id);
    const marked = await app.post('/api/notifications/read', { ids: [ids[0]] }, ada.headers);
    expect(marked.status).toBe(200);
    expect(marked.body.unreadCount).toBe(4);
    expect(marked.body.marked).toEqual([expect.objectContaining({ _id: ids[0], read: true })]);
    const unread = await app.get('/api/notifications?unreadOnly=true', ada.headers);
    expect(unread.body.notifications).toHaveLength(4);
    expect(unread.body.pagination.totalItems).toBe(4);
    expect((await app.get('/api/notifications/unread-count', ada.headers)).body).toEqual({
      unreadCount: 4,
    });
  });

  it('serves the same over GraphQL, and marks all read', async () => {
    await tell(ada, { body: 'One' });
    await tell(ada, { body: 'Two' });
    const page = await gql(
      `{ notifications(limit: 1) { items { id kind title body link readAt } pagination { totalItems } unreadCount } unreadNotificationCount }`,
      ada,
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.notifications).toMatchObject({
      items: [{ kind: 'expert_applied', body: 'Two', readAt: null }],
      pagination: { totalItems: 2 },
      unreadCount: 2,
    });
    expect(page.body.data.unreadNotificationCount).toBe(2);
    const all = await gql(
      `mutation { markNotificationsRead(input: { all: true }) { marked { id readAt } unreadCount } }`,
      ada,
    );
    expect(all.body.data.markNotificationsRead.unreadCount).toBe(0);
    expect(all.body.data.markNotificationsRead.marked).toHaveLength(2);
    // Marking again marks nothing more.
    const again = await gql(
      `mutation { markNotificationsRead(input: { all: true }) { marked { id } unreadCount } }`,
      ada,
    );
    expect(again.body.data.markNotificationsRead).toEqual({ marked: [], unreadCount: 0 });
  });

  it("never shows or marks another user's notifications, whatever ids are sent", async () => {
    await tell(bob, { body: "Bob's" });
    const [bobs] = await notificationsOf(app, bob);
    expect((await notificationsOf(app, ada)).map((n) => n.body)).toEqual([]);
    const byRest = await app.post(
      '/api/notifications/read',
      { ids: [bobs._id, 'not-an-id', '00000000-0000-4000-8000-000000000000'] },
      ada.headers,
    );
    expect(byRest.status).toBe(200);
    expect(byRest.body).toEqual({ marked: [], unreadCount: 0 });
    const byGraphql = await gql(
      `mutation($ids: [String!]) { markNotificationsRead(input: { ids: $ids }) { marked { id } } }`,
      ada,
      { ids: [bobs._id] },
    );
    expect(byGraphql.body.data.markNotificationsRead.marked).toEqual([]);
    expect((await notificationsOf(app, bob))[0].read).toBe(false);
  });

  it('refuses every path to a visitor without a session', async () => {
    for (const res of [
      await app.get('/api/notifications'),
      await app.get('/api/notifications/unread-count'),
      await app.post('/api/notifications/read', { all: true }),
      await app.get('/api/notifications/settings'),
      await patch(app, '/api/notifications/settings', { kind: 'chat_message', email: false }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    }
    for (const query of [
      '{ notifications { unreadCount } }',
      '{ unreadNotificationCount }',
      '{ notificationEmailAvailable }',
      '{ notificationSettings { kind } }',
      'mutation { markNotificationsRead(input: { all: true }) { unreadCount } }',
      'mutation { updateNotificationSetting(input: { kind: chat_message, email: false }) { kind } }',
    ]) {
      const res = await gql(query);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [string, unknown][] = [
      ['/api/notifications/read', {}],
      ['/api/notifications/read', { all: false }],
      ['/api/notifications/read', { ids: [] }],
      ['/api/notifications/read', { ids: 'abc' }],
      ['/api/notifications/read', { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }],
      ['/api/notifications/read', { ids: ['a'], all: true }],
      ['/api/notifications/read', { ids: ['x'.repeat(101)] }],
      ['/api/notifications/read', { ids: [{ $ne: null }] }],
      ['/api/notifications/read', { ids: ['\u0000'] }],
    ];
    for (const [path, body] of cases) {
      const res = await app.post(path, body, ada.headers);
      expect({ body, status: res.status, error: res.body.error }).toEqual({
        body,
        status: 400,
        error: 'validation_error',
      });
    }
    for (const query of ['limit=0', 'limit=51', 'page=0', 'page=abc', 'unreadOnly=maybe']) {
      const res = await app.get(`/api/notifications?${query}`, ada.headers);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    for (const body of [
      {},
      { kind: 'chat_message' },
      { kind: 'nonsense', email: false },
      { kind: 'chat_message', email: 'no' },
    ]) {
      const res = await patch(app, '/api/notifications/settings', body, ada.headers);
      expect({ body, status: res.status, error: res.body.error }).toEqual({
        body,
        status: 400,
        error: 'validation_error',
      });
    }
  });

  it('keeps each user’s choice per kind: in-app off writes no notification, the other kind still does', async () => {
    const settings = await app.get('/api/notifications/settings', ada.headers);
    expect(settings.body.settings.map((s: { kind: string }) => s.kind)).toEqual(
      NOTIFICATION_KIND_LIST,
    );
    expect(settings.body.settings[0]).toEqual({
      kind: 'expert_applied',
      label: 'An expert applied to your hire request',
      inApp: true,
      email: true,
    });
    // This server sends mail (outside production it writes .eml files).
    expect(settings.body.emailAvailable).toBe(true);
    expect((await gql('{ notificationEmailAvailable }', ada)).body.data).toEqual({
      notificationEmailAvailable: true,
    });
    const off = await patch(
      app,
      '/api/notifications/settings',
      { kind: 'expert_applied', inApp: false },
      ada.headers,
    );
    expect(off.status).toBe(200);
    expect(off.body.setting).toMatchObject({ kind: 'expert_applied', inApp: false, email: true });
    // Changing email keeps the in-app choice.
    const graphql = await gql(
      `mutation { updateNotificationSetting(input: { kind: expert_applied, email: false }) { kind inApp email } }`,
      ada,
    );
    expect(graphql.body.data.updateNotificationSetting).toEqual({
      kind: 'expert_applied',
      inApp: false,
      email: false,
    });
    await tell(ada, { kind: 'expert_applied' });
    await tell(ada, { kind: 'project_active', body: 'Active' });
    expect((await notificationsOf(app, ada)).map((n) => n.kind)).toEqual(['project_active']);
    // Bob's settings are his own.
    const bobs = await gql(`{ notificationSettings { kind inApp email } }`, bob);
    expect(bobs.body.data.notificationSettings[0]).toEqual({
      kind: 'expert_applied',
      inApp: true,
      email: true,
    });
  });

  it('tells a disabled account nothing', async () => {
    await app.services.db.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [ada.id]);
    await tell(ada);
    const [{ count }] = await app.services.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1`,
      [ada.id],
    );
    expect(count).toBe(0);
  });

  it('writes nothing when the event rolls back', async () => {
    await expect(
      app.services.db.transaction(async (tx) => {
        await app.services.notifications.notify(tx, {
          userId: ada.id,
          kind: 'project_completed',
          title: 'Done',
          body: 'Done',
          link: '/dashboard',
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await notificationsOf(app, ada)).toEqual([]);
  });
});
