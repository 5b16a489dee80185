import { createTestApp, type TestApp } from '../../../../test/app';
import type { TestAccount } from '../../../../test/accounts';
import { createCast, type HiringCast } from '../../hiring/__tests__/hiring.fixtures';
import { CHAT_NOT_FOUND, NOT_YOUR_CHAT } from '../chat.policy';
import { openConversation, say } from './chat.fixtures';

const MESSAGE = 'id senderType message timestamp messageType';

const THREAD = `query ($requestId: ID!, $applicationId: ID, $since: ID) {
  chatThread(requestId: $requestId, applicationId: $applicationId) {
    id requestId applicationId role open messages(since: $since) { ${MESSAGE} }
  }
}`;

const MESSAGES = `query ($requestId: ID!, $applicationId: ID, $since: ID, $limit: Int) {
  chatMessages(requestId: $requestId, applicationId: $applicationId, since: $since, limit: $limit) {
    ${MESSAGE}
  }
}`;

const SEND = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { ${MESSAGE} } }`;

/** The chat over GraphQL: the same service, rules and refusals as REST. */
describe('chat over GraphQL', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const gql = async (query: string, variables: object, who?: TestAccount) =>
    (await app.graphql(query, variables as Record<string, unknown>, who?.headers)).body;

  it('sends and reads messages of a thread the web can subscribe to by its id', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const sent = await gql(
      SEND,
      { input: { requestId, message: '  Hello from the expert  ', messageType: 'text' } },
      cast.expert,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendChatMessage).toEqual({
      id: expect.any(String),
      senderType: 'expert',
      message: 'Hello from the expert',
      timestamp: expect.any(String),
      messageType: 'text',
    });
    const reply = await gql(
      SEND,
      { input: { requestId, applicationId, message: 'Hello from the client' } },
      cast.client,
    );
    expect(reply.data.sendChatMessage.senderType).toBe('client');

    const expertView = await gql(THREAD, { requestId }, cast.expert);
    const [thread] = await app.services.db.query<{ id: string }>(
      `SELECT id FROM chat_threads WHERE application_id = $1`,
      [applicationId],
    );
    expect(expertView.data.chatThread).toEqual({
      id: thread.id,
      requestId,
      applicationId,
      role: 'expert',
      open: true,
      messages: [sent.data.sendChatMessage, reply.data.sendChatMessage],
    });
    const clientView = await gql(
      THREAD,
      { requestId, applicationId, since: sent.data.sendChatMessage.id },
      cast.client,
    );
    expect(clientView.data.chatThread).toMatchObject({
      role: 'client',
      messages: [reply.data.sendChatMessage],
    });

    const rest = await app.get(
      `/api/expert-hire-request/${requestId}/chat?applicationId=${applicationId}`,
      cast.client.headers,
    );
    const listed = await gql(MESSAGES, { requestId, applicationId }, cast.client);
    expect(listed.data.chatMessages).toEqual(rest.body.messages);
  });

  it('answers exactly the messages after since', async () => {
    const { requestId } = await openConversation(app, cast);
    const ids: string[] = [];
    for (const text of ['a', 'b', 'c', 'd'])
      ids.push((await say(app, cast.expert, requestId, text)).id);
    const after = await gql(MESSAGES, { requestId, since: ids[0] }, cast.expert);
    expect(after.data.chatMessages.map((m: { message: string }) => m.message)).toEqual([
      'b',
      'c',
      'd',
    ]);
    const page = await gql(MESSAGES, { requestId, since: ids[0], limit: 1 }, cast.expert);
    expect(page.data.chatMessages.map((m: { id: string }) => m.id)).toEqual([ids[1]]);
  });

  it('refuses as REST does, with the REST codes upper-cased', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const refusal = async (query: string, variables: object, who?: TestAccount) => {
      const body = await gql(query, variables, who);
      expect(body.data).toBeNull();
      const [error] = body.errors;
      return {
        code: error.extensions.code,
        message: error.message,
        fields: error.extensions.fields,
      };
    };
    const send = (input: object) => ({ input: { requestId, applicationId, ...input } });

    expect(await refusal(MESSAGES, { requestId })).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal(SEND, send({ message: 'hi' }))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal(MESSAGES, { requestId, applicationId }, cast.otherExpert)).toEqual({
      code: 'FORBIDDEN',
      message: NOT_YOUR_CHAT,
      fields: undefined,
    });
    expect(await refusal(THREAD, { requestId, applicationId }, cast.otherExpert)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(SEND, send({ message: 'hi' }), cast.freeUser)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await refusal(THREAD, { requestId, applicationId: 'nothing' }, cast.client),
    ).toMatchObject({ code: 'NOT_FOUND', message: CHAT_NOT_FOUND });
    expect(await refusal(SEND, send({ message: ' \u200b ' }), cast.client)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      fields: { message: 'must contain a visible character' },
    });
    expect(await refusal(SEND, send({ message: 'x'.repeat(4001) }), cast.client)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { message: 'must be at most 4000 characters' },
    });
    expect(await refusal(MESSAGES, { requestId, since: 'nope' }, cast.expert)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { since: 'must be the id of a message in this chat' },
    });

    const withdrawn = await app.post(
      `/api/expert-applications/${applicationId}/withdraw`,
      undefined,
      cast.expert.headers,
    );
    expect(withdrawn.status).toBe(200);
    expect(await refusal(SEND, send({ message: 'hi' }), cast.expert)).toEqual({
      code: 'CONFLICT',
      message: 'This application was withdrawn; its chat is closed.',
      fields: undefined,
    });
    const closed = await gql(THREAD, { requestId }, cast.expert);
    expect(closed.data.chatThread).toMatchObject({ open: false });
  });

  it('refuses the 31st message of a minute with RATE_LIMITED and when to retry', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    for (let n = 0; n < 30; n += 1) {
      const ok = await gql(SEND, { input: { requestId, message: `n${n}` } }, cast.expert);
      expect(ok.errors).toBeUndefined();
    }
    const refused = await app.graphql(
      SEND,
      { input: { requestId, message: 'one more' } },
      cast.expert.headers,
    );
    const [error] = refused.body.errors;
    expect(error.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: expect.any(Number),
    });
    const other = await gql(
      SEND,
      { input: { requestId, applicationId, message: 'still fine' } },
      cast.client,
    );
    expect(other.errors).toBeUndefined();
  });
});
