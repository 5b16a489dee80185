import { SIGN_IN_REQUIRED } from '../../auth/require-role';
import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import type { Logger } from '../../core/logger';
import { isUuid } from '../../core/uuid';
import { validateInput } from '../../core/validate-input';
import type { Realtime } from '../../realtime';
import type { MailService } from '../mail/mail.service';
import {
  MarkNotificationsReadInput,
  NotificationsArgs,
  UnsubscribeInput,
  UpdateNotificationSettingInput,
} from './dtos/notification.inputs';
import {
  CHAT_DIGEST_MINUTES,
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_DEFAULT,
  PERIOD_ENDING_DAYS,
  type NotificationKind,
} from './notification-kinds';
import {
  notificationRepository as notifications,
  type NewNotification,
  type NotificationRecord,
} from './notification.repository';
import {
  notificationSettingsRepository as settings,
  type NotificationChannels,
  type Recipient,
} from './notification-settings.repository';
import { UnsubscribeTokens } from './unsubscribe-token';

/** The real-time channel of one user's new notifications (their ids; 49 bytes). */
export const notificationChannel = (userId: string) => `notification:${userId}`;

/** The app page an email's unsubscribe link opens. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

/** How many conversations a chat digest lists. */
const DIGEST_CONVERSATIONS = 10;

export interface NotificationPage {
  items: NotificationRecord[];
  page: number;
  limit: number;
  totalItems: number;
  unreadCount: number;
}

export interface NotificationSetting extends NotificationChannels {
  kind: NotificationKind;
  label: string;
}

const INVALID_LINK =
  'This unsubscribe link is not valid. Open Settings, Notifications to choose your emails.';

/**
 * Notifications. Features call `notify` inside the transaction of their event, so a
 * notification exists exactly when its event committed; it is announced on the user's channel
 * then (`notificationAdded`), and emailed through the mail queue when the user keeps email on
 * for its kind. Every read and change is of the actor's own notifications and settings.
 */
export class NotificationService {
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      realtime: Realtime;
      mail: MailService;
      logger: Logger;
      secret: string;
    },
  ) {
    this.tokens = new UnsubscribeTokens(deps.secret);
  }

  /**
   * Tells `event.userId` of an event in its transaction, as they chose for its kind: in the app
   * (a row, announced on their channel) and by email (queued; chat messages as a digest). A
   * disabled or deleted account is told nothing. Mail being off on this server drops only the
   * email.
   */
  async notify(tx: Tx, event: NewNotification): Promise<void> {
    const recipient = await settings.recipient(tx, event.userId, event.kind);
    if (!recipient) return;
    if (recipient.inApp) {
      const created = await notifications.insert(tx, event);
      if (created) {
        await this.deps.realtime.publish(tx, notificationChannel(event.userId), created.id);
      }
    }
    if (recipient.email && this.deps.mail.enabled) await this.email(tx, recipient, event);
  }

  /** `notify` for several users (an event that concerns both sides of a project). */
  async notifyAll(tx: Tx, events: readonly NewNotification[]): Promise<void> {
    for (const event of events) await this.notify(tx, event);
  }

  /**
   * Tells the user of an event once, however many times or processes find it (a plan period
   * about to end, found by every process's sweep): `eventKey` is recorded in the transaction.
   */
  async notifyOnce(tx: Tx, eventKey: string, event: NewNotification): Promise<boolean> {
    if (!(await notifications.firstTime(tx, event.userId, eventKey))) return false;
    await this.notify(tx, event);
    return true;
  }

  /** Marks read the user's notification of a group (the chat thread they just read). */
  readGroup(db: Db, userId: string, groupKey: string): Promise<void> {
    return notifications.markGroupRead(db, userId, groupKey);
  }

  async list(actor: SignedInActor, raw: NotificationsArgs): Promise<NotificationPage> {
    const input = validateInput(NotificationsArgs, raw, 'Invalid query');
    const page = input.page ?? 1;
    const limit = input.limit ?? NOTIFICATION_PAGE_DEFAULT;
    const unreadOnly = input.unreadOnly ?? false;
    const [items, counts] = await Promise.all([
      notifications.page(this.db, actor.id, { offset: (page - 1) * limit, limit, unreadOnly }),
      notifications.counts(this.db, actor.id),
    ]);
    return {
      items,
      page,
      limit,
      totalItems: unreadOnly ? counts.unread : counts.total,
      unreadCount: counts.unread,
    };
  }

  unreadCount(actor: SignedInActor): Promise<number> {
    return notifications.unreadCount(this.db, actor.id);
  }

  /**
   * How many unread notifications each of `userIds` has, in one statement (0 for none). For
   * batched reads of the accounts' own figures: it checks no access.
   */
  async unreadCounts(userIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await notifications.unreadCounts(this.db, userIds.filter(isUuid));
    const found = new Map(rows.map((row) => [row.userId, row.unread]));
    return new Map(userIds.map((id) => [id, found.get(id) ?? 0]));
  }

  /** One of the actor's own notifications (what a notice names); undefined for anyone else's. */
  async find(actor: SignedInActor, id: string): Promise<NotificationRecord | undefined> {
    return isUuid(id) ? notifications.findOwn(this.db, actor.id, id) : undefined;
  }

  /** The actor's notifications after `after` (oldest first), for a subscription's catch-up. */
  after(actor: SignedInActor, afterId: string): Promise<NotificationRecord[]> {
    if (!isUuid(afterId)) return Promise.resolve([]);
    return notifications.after(this.db, actor.id, afterId, NOTIFICATION_PAGE_DEFAULT);
  }

  /**
   * Tells holders of a cancelled plan whose period ends within PERIOD_ENDING_DAYS, once per
   * period (every process runs this; the event's key decides who tells); a plan that renews does
   * not end. Returns how many were told.
   */
  async sweepPeriodsEnding(limit = 200): Promise<number> {
    const due = await notifications.periodsEnding(this.db, PERIOD_ENDING_DAYS, limit);
    let told = 0;
    for (const { userId, plan, endsAt, eventKey } of due) {
      const first = await this.db.transaction((tx) =>
        this.notifyOnce(tx, eventKey, {
          userId,
          kind: 'plan_period_ending',
          title: `Your ${plan} plan period ends soon`,
          body: `Your ${plan} plan period ends on ${endsAt.toISOString().slice(0, 10)}. Resume it to keep its features.`,
          link: '/dashboard?section=subscription',
        }),
      );
      if (first) told += 1;
    }
    return told;
  }

  /** Marks some of the actor's notifications read (ids of others' count as unknown), or all. */
  async markRead(
    actor: SignedInActor,
    raw: MarkNotificationsReadInput,
  ): Promise<{ marked: NotificationRecord[]; unreadCount: number }> {
    const input = validateInput(MarkNotificationsReadInput, raw);
    if (input.all !== true && !input.ids?.length) {
      throw AppError.validation('Name the notifications to mark read, or mark all', {
        ids: 'give ids, or all: true',
      });
    }
    if (input.all === true && input.ids?.length) {
      throw AppError.validation('Give ids or all, not both', { all: 'give ids, or all: true' });
    }
    const ids = input.all === true ? undefined : input.ids!.filter(isUuid);
    const marked = ids?.length === 0 ? [] : await notifications.markRead(this.db, actor.id, ids);
    return { marked, unreadCount: await notifications.unreadCount(this.db, actor.id) };
  }

  /** Whether this server sends email at all (mail is off in production without SMTP_URL). */
  get emailAvailable(): boolean {
    return this.deps.mail.enabled;
  }

  /** The actor's choice for every kind, in the Settings tab's order. */
  async settings(actor: SignedInActor): Promise<NotificationSetting[]> {
    const chosen = await settings.ofUser(this.db, actor.id);
    return NOTIFICATION_KIND_LIST.map((kind) => ({
      kind,
      label: NOTIFICATION_KINDS[kind],
      ...(chosen.get(kind) ?? { inApp: true, email: true }),
    }));
  }

  async updateSetting(
    actor: SignedInActor,
    raw: UpdateNotificationSettingInput,
  ): Promise<NotificationSetting> {
    const input = validateInput(UpdateNotificationSettingInput, raw);
    if (input.inApp === undefined && input.email === undefined) {
      throw AppError.validation('Say which channel to change: inApp, email or both', {
        inApp: 'give inApp or email',
      });
    }
    const channels = await settings.update(this.db, actor.id, input.kind, input);
    // The actor's token was checked against their row: only a deletion this instant gets here.
    if (!channels) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
    return { kind: input.kind, label: NOTIFICATION_KINDS[input.kind], ...channels };
  }

  /**
   * The unsubscribe link of an email: turns off the email of its kind for its account, without
   * signing in (the link is the proof). Using it again changes nothing and says the same.
   */
  async unsubscribe(raw: UnsubscribeInput): Promise<{ kind: NotificationKind; message: string }> {
    const { token } = validateInput(UnsubscribeInput, raw);
    const found = this.tokens.verify(token);
    if (!found) throw AppError.validation(INVALID_LINK, { token: 'not a valid link' });
    const changed = await settings.update(this.db, found.userId, found.kind, { email: false });
    if (!changed) throw AppError.validation(INVALID_LINK, { token: 'not a valid link' });
    return {
      kind: found.kind,
      message: `You will no longer get emails for: ${NOTIFICATION_KINDS[found.kind]}.`,
    };
  }

  /** The link's token for a user and kind (what emails carry; tests read it from there too). */
  unsubscribeToken(userId: string, kind: NotificationKind): string {
    return this.tokens.sign(userId, kind);
  }

  private async email(tx: Tx, recipient: Recipient, event: NewNotification): Promise<void> {
    const token = encodeURIComponent(this.tokens.sign(event.userId, event.kind));
    const unsubscribe = {
      pagePath: `${UNSUBSCRIBE_PAGE}?token=${token}`,
      oneClickPath: `/api/notifications/unsubscribe?token=${token}`,
    };
    try {
      if (event.kind === 'chat_message') {
        const unread = await notifications.unreadOfKind(
          tx,
          event.userId,
          'chat_message',
          DIGEST_CONVERSATIONS,
        );
        const conversations = unread.some((row) => row.link === event.link)
          ? unread
          : [event, ...unread].slice(0, DIGEST_CONVERSATIONS);
        await this.deps.mail.enqueueDigest(
          tx,
          {
            to: recipient.emailAddress,
            kind: 'chat-digest',
            key: `chat:${event.userId}`,
            data: {
              name: recipient.name,
              conversations: conversations.map(({ title, body, link }) => ({
                title,
                body,
                linkPath: link,
              })),
              unsubscribe,
            },
          },
          CHAT_DIGEST_MINUTES,
        );
        return;
      }
      await this.deps.mail.enqueue(tx, {
        to: recipient.emailAddress,
        kind: 'notification',
        data: {
          name: recipient.name,
          title: event.title,
          body: event.body,
          linkPath: event.link,
          kindLabel: NOTIFICATION_KINDS[event.kind],
          unsubscribe,
        },
      });
    } catch (error) {
      // An address mail cannot go to (an account made before addresses were checked) must not
      // undo the event: the notification stands without its email.
      if (error instanceof AppError && error.code === 'validation_error') {
        this.deps.logger.warn(
          { userId: event.userId, kind: event.kind },
          'no email for a notification',
        );
        return;
      }
      throw error;
    }
  }
}
