import { SIGN_IN_REQUIRED } from '../../../auth/require-role';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  acceptAndPay,
  completedProject,
  createCast,
  newTemplate,
  type HiringCast,
} from '../../hiring/__tests__/hiring.fixtures';
import { REQUEST_NOT_FOUND } from '../../hiring/hiring.policy';
import { CHAT_NOT_FOUND, NO_ACCEPTED_APPLICATION, NOT_YOUR_CHAT } from '../chat.policy';
import { chatPath, openConversation, say, transcript } from './chat.fixtures';

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The anonymous chat over REST. */
describe('chat over REST', () => {
  let app: TestApp;
  let cast: HiringCast;

  beforeAll(async () => {
    app = await createTestApp();
    cast = await createCast(app);
  });
  afterAll(() => app.close());

  const post = (path: string, body: unknown, headers = cast.client.headers) =>
    app.post(path, body, headers);

  it("lets the client and the expert talk in the application's thread, each shown by role only", async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const first = await say(app, cast.expert, requestId, 'Hello, I can start on Monday.');
    expect(first).toEqual({
      id: expect.any(String),
      senderType: 'expert',
      message: 'Hello, I can start on Monday.',
      timestamp: expect.stringMatching(ISO_DATE),
      messageType: 'text',
    });
    const reply = await say(
      app,
      cast.client,
      requestId,
      '  Great: what do you need?\n',
      applicationId,
    );
    expect(reply).toMatchObject({ senderType: 'client', message: 'Great: what do you need?' });

    const seenByExpert = await app.get(chatPath(requestId), cast.expert.headers);
    expect(seenByExpert.status).toBe(200);
    expect(seenByExpert.body).toEqual({ messages: [first, reply] });
    const seenByClient = await app.get(chatPath(requestId, applicationId), cast.client.headers);
    expect(seenByClient.body).toEqual({ messages: [first, reply] });
    expect(await transcript(app, cast.otherExpert, requestId)).toEqual([]);
  });

  it("opens the accepted application's thread by default, any thread of the request by applicationId", async () => {
    const { requestId, applicationId, otherApplicationId } = await openConversation(app, cast);
    await say(app, cast.client, requestId, 'A question for you', otherApplicationId);

    for (const res of [
      await app.get(chatPath(requestId), cast.client.headers),
      await post(chatPath(requestId), { message: 'To whom?' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: NO_ACCEPTED_APPLICATION });
    }

    await acceptAndPay(app, cast.client, requestId, applicationId);
    await say(app, cast.client, requestId, 'Welcome aboard');
    expect(await transcript(app, cast.client, requestId)).toEqual([
      ['system', 'The client accepted this application.'],
      ['system', 'Payment received: the project is active.'],
      ['client', 'Welcome aboard'],
    ]);
    expect(await transcript(app, cast.expert, requestId)).toEqual(
      await transcript(app, cast.client, requestId, applicationId),
    );
    expect(await transcript(app, cast.client, requestId, otherApplicationId)).toEqual([
      ['client', 'A question for you'],
      ['system', "The client accepted another expert's application."],
      [
        'system',
        'The client started the project with another expert; this application was closed.',
      ],
    ]);
  });

  it('takes the sender from the caller, never from the body', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const res = await post(chatPath(requestId, applicationId), {
      message: 'I am the system now',
      senderType: 'system',
      sender: 'expert',
    });
    expect(res.status).toBe(201);
    expect(res.body.senderType).toBe('client');
  });

  it('refuses visitors, strangers and other experts with the standard error bodies', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const body = { message: 'hi', messageType: 'text' };

    const anonymous = [
      await app.get(chatPath(requestId)),
      await app.post(chatPath(requestId), body),
    ];
    for (const res of anonymous) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: SIGN_IN_REQUIRED });
    }

    // Another expert who applied may see the request, so is told no rather than nothing.
    const otherExpert = [
      await app.get(chatPath(requestId, applicationId), cast.otherExpert.headers),
      await post(chatPath(requestId, applicationId), body, cast.otherExpert.headers),
    ];
    for (const res of otherExpert) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'forbidden', message: NOT_YOUR_CHAT });
    }

    const strangers = [cast.freeUser, cast.admin].flatMap((who) => [
      app.get(chatPath(requestId), who.headers),
      app.get(chatPath(requestId, applicationId), who.headers),
      post(chatPath(requestId, applicationId), body, who.headers),
    ]);
    const unknownRequests = ['not-a-uuid', '00000000-0000-4000-8000-000000000000'].map((id) =>
      app.get(chatPath(id), cast.client.headers),
    );
    for (const res of await Promise.all([...strangers, ...unknownRequests])) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'not_found', message: REQUEST_NOT_FOUND });
    }

    const elsewhere = await openConversation(app, cast);
    const unknownThreads = [
      chatPath(requestId, elsewhere.applicationId),
      chatPath(requestId, 'nope'),
      chatPath(requestId, '00000000-0000-4000-8000-000000000000'),
    ];
    for (const path of unknownThreads) {
      for (const res of [await app.get(path, cast.client.headers), await post(path, body)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'not_found', message: CHAT_NOT_FOUND });
      }
    }
    expect(await transcript(app, cast.client, requestId, applicationId)).toEqual([]);
  });

  it('refuses a message that is empty, invisible, too long or not text with 400 and its field', async () => {
    const { requestId, applicationId } = await openConversation(app, cast);
    const path = chatPath(requestId, applicationId);
    const cases: [unknown, Record<string, string>][] = [
      [{ message: '   \n ' }, { message: 'is required' }],
      [{}, { message: 'is required' }],
      [{ message: '\u200b\u200b\u200b' }, { message: 'must contain a visible character' }],
      [{ message: 'x'.repeat(4001) }, { message: 'must be at most 4000 characters' }],
      // 2,001 hearts with their variation selector: 4,002 characters as PostgreSQL counts them.
      [{ message: '\u2764\ufe0f'.repeat(2001) }, { message: 'must be at most 4000 characters' }],
      [{ message: 42 }, { message: 'must be text' }],
      [{ message: 'hi', messageType: 'image' }, { messageType: 'must be one of text' }],
    ];
    for (const [body, fields] of cases) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'validation_error', message: 'Invalid input', fields });
    }
    const longest = await post(path, { message: ` ${'y'.repeat(4000)} ` });
    expect(longest.status).toBe(201);
    expect(longest.body.message).toHaveLength(4000);
    expect(await transcript(app, cast.client, requestId, applicationId)).toHaveLength(1);
  });

  it('answers exactly the messages after `since`, oldest first, and refuses a `since` of another thread', async () => {
    const { requestId, applicationId, otherApplicationId } = await openConversation(app, cast);
    const sent = [];
    for (const text of ['one', 'two', 'three', 'four', 'five']) {
      sent.push(await say(app, cast.expert, requestId, text));
    }
    const read = async (query: string) => {
      const res = await app.get(`${chatPath(requestId)}?${query}`, cast.expert.headers);
      expect(res.status).toBe(200);
      return res.body.messages.map((m: { message: string }) => m.message);
    };
    expect(await read(`since=${sent[1].id}`)).toEqual(['three', 'four', 'five']);
    expect(await read(`since=${sent[4].id}`)).toEqual([]);
    expect(await read(`since=${sent[0].id}&limit=2`)).toEqual(['two', 'three']);
    expect(await read('limit=2')).toEqual(['four', 'five']);

    const elsewhere = await say(app, cast.client, requestId, 'other thread', otherApplicationId);
    for (const since of [elsewhere.id, 'not-an-id']) {
      const res = await app.get(`${chatPath(requestId)}?since=${since}`, cast.expert.headers);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'validation_error',
        message: 'Invalid query',
        fields: { since: 'must be the id of a message in this chat' },
      });
    }
    const tooMany = await app.get(
      `${chatPath(requestId, applicationId)}&limit=201`,
      cast.client.headers,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ limit: 'must be a whole number from 1 to 200' });
  });

  it('keeps a closed thread readable and refuses new messages with 409', async () => {
    const withdrawn = await openConversation(app, cast);
    await say(app, cast.otherExpert, withdrawn.requestId, 'Before I go');
    const left = await app.post(
      `/api/expert-applications/${withdrawn.otherApplicationId}/withdraw`,
      undefined,
      cast.otherExpert.headers,
    );
    expect(left.status).toBe(200);

    const declined = await openConversation(app, cast);
    const no = await app.post(
      `/api/expert-hire-request/applications/${declined.applicationId}/reject`,
      undefined,
      cast.client.headers,
    );
    expect(no.status).toBe(200);

    const cancelled = await openConversation(app, cast);
    const off = await post(`/api/expert-hire-request/${cancelled.requestId}/cancel`, undefined);
    expect(off.status).toBe(200);

    const completed = await completedProject(app, cast.client, cast.expert, await newTemplate(app));

    const closed: [string, string, string, string][] = [
      [
        withdrawn.requestId,
        withdrawn.otherApplicationId,
        'withdrawn',
        'This application was withdrawn; its chat is closed.',
      ],
      [
        declined.requestId,
        declined.applicationId,
        'declined',
        'This application was declined; its chat is closed.',
      ],
      [
        cancelled.requestId,
        cancelled.applicationId,
        'cancelled',
        'This request was cancelled; its chat is closed.',
      ],
      [
        completed.requestId,
        completed.applicationId,
        'completed',
        'This project is completed; its chat is closed.',
      ],
    ];
    for (const [requestId, applicationId, , message] of closed) {
      const res = await post(chatPath(requestId, applicationId), { message: 'Still there?' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'conflict', message });
      const read = await app.get(chatPath(requestId, applicationId), cast.client.headers);
      expect(read.status).toBe(200);
      expect(read.body.messages.at(-1).senderType).toBe('system');
    }
    expect(await transcript(app, cast.otherExpert, withdrawn.requestId)).toEqual([
      ['expert', 'Before I go'],
      ['system', 'The expert withdrew this application.'],
    ]);
    const expertAfterCompletion = await app.post(
      chatPath(completed.requestId),
      { message: 'Thanks!' },
      cast.expert.headers,
    );
    expect(expertAfterCompletion.status).toBe(409);
  });
});
