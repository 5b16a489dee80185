import { createLogger } from '../src/core/logger';
import { createDataSource } from '../src/db/data-source';
import type { FeatureModule } from '../src/modules/feature-module';
import { FEATURES } from '../src/modules/index';
import { createServices, type Services } from '../src/services';
import { createTestApp, testEnv, type TestApp } from './app';
import { runOverSocket } from './graphql-ws-client';
import { FAILING_BODY } from './fixtures/notes/note.service';
import { notesModule } from './fixtures/notes/notes.module';
import { TEST_AUTHENTICATOR, testActor } from './test-tokens';

/**
 * The shape every feature copies, shown with a fixture feature that exists only in tests: one
 * folder and one line in the feature list give it a table, a service, GraphQL fields and REST
 * routes; the actor is resolved once at the edge; a service's writes commit together or not at all.
 */
describe('a feature added with one folder and one line', () => {
  let app: TestApp;
  const owner = testActor('user');
  const stranger = testActor('user');
  const admin = testActor('admin');
  const count = async () =>
    (
      await app.services.db.query<{ notes: number; events: number }>(
        `SELECT (SELECT count(*)::int FROM test_notes) AS notes,
              (SELECT count(*)::int FROM test_note_events) AS events`,
      )
    )[0];

  beforeAll(async () => {
    app = await createTestApp({
      features: [...FEATURES, notesModule],
      // The notes fixture needs actors, not accounts.
      authenticator: TEST_AUTHENTICATOR,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves its REST routes and GraphQL fields next to the catalogue', async () => {
    const created = await app.post('/api/test-notes', { body: 'first' }, owner.headers);
    expect(created.status).toBe(201);
    expect(created.body.note).toMatchObject({ body: 'first', ownerId: owner.actor.id });

    const viaGraphql = await app.graphql(
      'mutation { createTestNote(input: { body: "second" }) { id body } }',
      undefined,
      owner.headers,
    );
    expect(viaGraphql.body.data.createTestNote).toMatchObject({ body: 'second' });
    expect((await app.get('/api/categories')).status).toBe(200);
  });

  it('rolls back both writes of a transaction that fails midway', async () => {
    const before = await count();
    const failed = await app.post('/api/test-notes', { body: FAILING_BODY }, owner.headers);
    expect(failed.status).toBe(409);
    expect(failed.body).toEqual({ error: 'conflict', message: 'The note could not be saved' });
    expect(await count()).toEqual(before);

    const ok = await app.post('/api/test-notes', { body: 'kept' }, owner.headers);
    expect(ok.status).toBe(201);
    expect(await count()).toEqual({ notes: before.notes + 1, events: before.events + 1 });
  });

  it('refuses an anonymous caller with 401 on REST and UNAUTHORIZED on GraphQL', async () => {
    const rest = await app.post('/api/test-notes', { body: 'x' });
    expect(rest.status).toBe(401);
    expect(rest.body.error).toBe('unauthorized');

    const gql = await app.graphql('mutation { createTestNote(input: { body: "x" }) { id } }');
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    expect(gql.body.data).toBeNull();
  });

  it('refuses the wrong role with 403 at the edge, on both surfaces', async () => {
    const rest = await app.get('/api/test-notes/count', owner.headers);
    expect(rest.status).toBe(403);
    expect(rest.body.error).toBe('forbidden');
    expect((await app.get('/api/test-notes/count', admin.headers)).status).toBe(200);

    const gql = await app.graphql('{ testNoteCount }', undefined, owner.headers);
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const allowed = await app.graphql('{ testNoteCount }', undefined, admin.headers);
    expect(typeof allowed.body.data.testNoteCount).toBe('number');
  });

  it("checks ownership in the service: a stranger cannot remove someone else's note", async () => {
    const note = (await app.post('/api/test-notes', { body: 'mine' }, owner.headers)).body.note;
    expect((await app.delete(`/api/test-notes/${note.id}`, stranger.headers)).status).toBe(404);
    expect((await app.delete(`/api/test-notes/not-a-uuid`, stranger.headers)).status).toBe(404);
    expect((await app.delete(`/api/test-notes/${note.id}`, owner.headers)).status).toBe(204);
    const other = (await app.post('/api/test-notes', { body: 'theirs' }, owner.headers)).body.note;
    expect((await app.delete(`/api/test-notes/${other.id}`, admin.headers)).status).toBe(204);
  });

  it('treats a present but invalid token as 401, never as anonymous', async () => {
    for (const authorization of ['Bearer nonsense', 'Basic abc', 'Bearer ', 'test.user.x']) {
      const rest = await app.get('/api/categories', { authorization });
      expect(rest.status).toBe(401);
      expect(rest.body.error).toBe('unauthorized');
      const gql = await app.graphql('{ testWhoAmI }', undefined, { authorization });
      expect(gql.status).toBe(401);
      expect(gql.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
    const anonymous = await app.graphql('{ testWhoAmI }');
    expect(anonymous.body.data.testWhoAmI).toBe('anonymous');
  });

  it('authenticates a graphql-ws socket once, from connectionParams', async () => {
    const run = (connectionParams: Record<string, unknown>) =>
      runOverSocket(app.baseUrl, '{ testWhoAmI }', connectionParams);
    await expect(run({ authorization: admin.headers.authorization })).resolves.toEqual({
      data: { testWhoAmI: `admin:${admin.actor.id}` },
    });
    await expect(run({})).resolves.toEqual({ data: { testWhoAmI: 'anonymous' } });
    await expect(run({ authorization: 'Bearer forged' })).rejects.toMatchObject({ code: 4403 });
  });
});

/**
 * A module says which modules it `needs`; the services are built only from a list where each
 * need is present and comes first, and each real module declares what it reads.
 */
describe('the modules a feature needs', () => {
  const build = (features: FeatureModule[]) =>
    createServices(
      testEnv(),
      // Never connected: the list is checked before anything is built.
      createDataSource({ url: 'postgres://unused@127.0.0.1:1/unused', features }),
      createLogger('silent'),
      { features },
    );

  it('refuses a list where a needed module is missing, naming both', () => {
    const reports: FeatureModule = { name: 'reports', needs: ['templates', 'invoices'] };
    expect(() => build([...FEATURES, reports])).toThrow(
      'The feature "reports" needs "invoices", which is not in the feature list',
    );
  });

  it('refuses a list where a needed module comes later, naming both', () => {
    const hiring: FeatureModule = { name: 'hiring-fixture', needs: ['payments'] };
    const [mail, notifications, accounts, passwordReset, emailVerification, payments, ...rest] =
      FEATURES;
    expect(
      [mail, notifications, accounts, passwordReset, emailVerification, payments].map(
        (f) => f.name,
      ),
    ).toEqual([
      'mail',
      'notifications',
      'accounts',
      'password-reset',
      'email-verification',
      'payments',
    ]);
    expect(() =>
      build([
        mail,
        notifications,
        accounts,
        passwordReset,
        emailVerification,
        hiring,
        payments,
        ...rest,
      ]),
    ).toThrow(
      'The feature "hiring-fixture" needs "payments", which is listed after it: list "payments" first',
    );
    const diagrams = FEATURES.find((feature) => feature.name === 'diagrams')!;
    expect(() => build([diagrams, ...FEATURES.filter((f) => f !== diagrams)])).toThrow(
      'The feature "diagrams" needs "templates", which is listed after it',
    );
  });

  it('finds every service a real module reads among the core and the modules it needs', async () => {
    const app = await createTestApp();
    try {
      const reads = new Map<string, Set<string>>();
      const provider = new Map<string, string>();
      for (const feature of FEATURES) {
        const read = new Set<string>();
        const watched = new Proxy(app.services, {
          get(target, key, receiver) {
            if (typeof key === 'string') read.add(key);
            return Reflect.get(target, key, receiver);
          },
        });
        // Built a second time over the app's own services, only to see what the module reads.
        const built = (feature.services?.(watched) ?? {}) as Partial<Services>;
        for (const key of Object.keys(built)) provider.set(key, feature.name);
        reads.set(feature.name, read);
        await feature.close?.({ ...app.services, ...built });
      }
      for (const feature of FEATURES) {
        const used = [...reads.get(feature.name)!].flatMap((key) => {
          const owner = provider.get(key);
          return owner && owner !== feature.name ? [owner] : [];
        });
        expect({ feature: feature.name, needs: feature.needs ?? [] }).toEqual({
          feature: feature.name,
          needs: expect.arrayContaining([...new Set(used)]),
        });
      }
    } finally {
      await app.close();
    }
  });
});
