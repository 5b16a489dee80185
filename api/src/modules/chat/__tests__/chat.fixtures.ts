import type { Client } from 'pg';
import type { TestAccount } from '../../../../test/accounts';
import type { TestApp } from '../../../../test/app';
import {
  applyTo,
  createRequest,
  newTemplate,
  type HiringCast,
} from '../../hiring/__tests__/hiring.fixtures';
import { chatThreadChannel } from '../chat-announcement';

/** A pending request of the cast's client with an application from each of its two experts. */
export interface Conversation {
  requestId: string;
  /** The application of `cast.expert`. */
  applicationId: string;
  /** The application of `cast.otherExpert`. */
  otherApplicationId: string;
}

export async function openConversation(app: TestApp, cast: HiringCast): Promise<Conversation> {
  const request = await createRequest(app, cast.client, await newTemplate(app));
  const application = await applyTo(app, cast.expert, request._id);
  const other = await applyTo(app, cast.otherExpert, request._id);
  return { requestId: request._id, applicationId: application._id, otherApplicationId: other._id };
}

/** The chat path of a request, with `?applicationId=` when given. */
export function chatPath(requestId: string, applicationId?: string): string {
  const query = applicationId === undefined ? '' : `?applicationId=${applicationId}`;
  return `/api/expert-hire-request/${requestId}/chat${query}`;
}

/** Sends a message over REST and returns the created message, failing loudly otherwise. */
export async function say(
  app: TestApp,
  who: TestAccount,
  requestId: string,
  message: string,
  applicationId?: string,
) {
  const res = await app.post(
    chatPath(requestId, applicationId),
    { message, messageType: 'text' },
    who.headers,
  );
  if (res.status !== 201) throw new Error(`say: ${res.status} ${res.text}`);
  return res.body;
}

/** The messages of a thread over REST, as `[senderType, message]` pairs. */
export async function transcript(
  app: TestApp,
  who: TestAccount,
  requestId: string,
  applicationId?: string,
): Promise<[string, string][]> {
  const res = await app.get(chatPath(requestId, applicationId), who.headers);
  if (res.status !== 200) throw new Error(`read: ${res.status} ${res.text}`);
  return res.body.messages.map((m: { senderType: string; message: string }) => [
    m.senderType,
    m.message,
  ]);
}

/** The threads of a request's applications, by application id. */
export async function threadsOf(app: TestApp, requestId: string): Promise<Map<string, string>> {
  const rows = await app.services.db.query<{ applicationId: string; id: string }>(
    `SELECT application_id AS "applicationId", id FROM chat_threads WHERE request_id = $1`,
    [requestId],
  );
  return new Map(rows.map((row) => [row.applicationId, row.id]));
}

/** LISTENs on `client` to the real-time channels of `threadIds` (what a subscriber hears). */
export async function listenToThreads(client: Client, threadIds: Iterable<string>) {
  for (const threadId of threadIds) await client.query(`LISTEN "${chatThreadChannel(threadId)}"`);
}

/** The thread a notice heard on `channel` is about. */
export const threadOfChannel = (channel: string) => channel.slice(chatThreadChannel('').length);
