import { createAccount, TEST_PASSWORD } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { conversation } from './account-data.fixtures';

const EXPORT = `query { accountExport }`;
const DELETE = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { deleted } }`;

/** The holder's own data over GraphQL: the same service as REST. */
describe('account data over GraphQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('a visitor gets UNAUTHORIZED for both', async () => {
    const read = await app.graphql(EXPORT);
    expect(read.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const del = await app.graphql(DELETE, { input: { currentPassword: 'x' } });
    expect(del.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it("accountExport holds the holder's messages and none of the other side's", async () => {
    const client = await createAccount(app.services, { plan: 'pro', name: 'Gql Client' });
    const expert = await createAccount(app.services, { role: 'expert', name: 'Gql Expert' });
    await conversation(app, client, expert);
    const res = await app.graphql(EXPORT, {}, client.headers);
    const data = res.body.data.accountExport;
    expect(data.profile.email).toBe(client.email);
    expect(data.chatMessages.map((m: { message: string }) => m.message)).toEqual([
      `Client words for ${expert.id}`,
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(expert.email);
    expect(text).not.toContain('Gql Expert');
    expect(text).not.toContain('Expert words');
  });

  it('deleteAccount: a wrong password is VALIDATION_ERROR on the field; the right one ends the session', async () => {
    const user = await createAccount(app.services);
    const wrong = await app.graphql(DELETE, { input: { currentPassword: 'nope' } }, user.headers);
    expect(wrong.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    const right = await app.graphql(
      DELETE,
      { input: { currentPassword: TEST_PASSWORD } },
      user.headers,
    );
    expect(right.body.data.deleteAccount).toEqual({ deleted: true });
    const me = await app.graphql(`query { me { id } }`, {}, user.headers);
    expect(me.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});
