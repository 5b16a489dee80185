import type { Db, Tx } from '../../core/db';

/** A system message for the threads of a request: `own` in one application's, `others` in the rest. */
export interface RequestMessages {
  own?: { applicationId: string; message: string };
  others: string;
}

/**
 * What hiring says in the conversation between a client and each applicant. The chat feature owns
 * the threads and their messages (and announces each one live); since chat builds on hiring, it
 * provides these at start-up through `HiringConversations.provide`, and hiring calls them inside
 * its own transactions, so a move and its messages commit together.
 */
export interface ConversationPort {
  /** Opens the one thread between the client and the expert of a new application. */
  openThread(tx: Tx, requestId: string, applicationId: string): Promise<void>;
  /** A system message in every thread of the request whose application is not withdrawn. */
  postToRequest(tx: Tx, requestId: string, text: RequestMessages): Promise<void>;
  /** A system message in the thread of one application. */
  postToApplication(tx: Tx, applicationId: string, message: string): Promise<void>;
  /** Demo data: a thread with a fixed id, written once. */
  seedThread(
    db: Db,
    thread: { id: string; requestId: string; applicationId: string; at: Date },
  ): Promise<void>;
  /** Demo data: a system message with a fixed id, written once. */
  seedSystemMessage(
    db: Db,
    message: { id: string; threadId: string; text: string; at: Date },
  ): Promise<void>;
}

/** Hiring's handle on the conversations, filled in by the chat feature when services are built. */
export class HiringConversations implements ConversationPort {
  private port: ConversationPort | undefined;

  /** Called by the chat feature as its services are built (again, each time they are). */
  provide(port: ConversationPort): void {
    this.port = port;
  }

  openThread(tx: Tx, requestId: string, applicationId: string): Promise<void> {
    return this.chat().openThread(tx, requestId, applicationId);
  }

  postToRequest(tx: Tx, requestId: string, text: RequestMessages): Promise<void> {
    return this.chat().postToRequest(tx, requestId, text);
  }

  postToApplication(tx: Tx, applicationId: string, message: string): Promise<void> {
    return this.chat().postToApplication(tx, applicationId, message);
  }

  seedThread(
    db: Db,
    thread: { id: string; requestId: string; applicationId: string; at: Date },
  ): Promise<void> {
    return this.chat().seedThread(db, thread);
  }

  seedSystemMessage(
    db: Db,
    message: { id: string; threadId: string; text: string; at: Date },
  ): Promise<void> {
    return this.chat().seedSystemMessage(db, message);
  }

  private chat(): ConversationPort {
    if (!this.port) {
      throw new Error('Hiring writes its conversations through the chat feature: list "chat" too');
    }
    return this.port;
  }
}
