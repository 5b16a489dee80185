import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Flag, OneOf, Text, TextList, WholeNumber } from '../../../core/input-rules';
import {
  MARK_READ_MAX_IDS,
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_PAGE_DEFAULT,
  NOTIFICATION_PAGE_MAX,
  type NotificationKind,
} from '../notification-kinds';
import { NotificationKindEnum } from './notification.types';

/** The longest page number asked for: far past any user's notifications. */
const PAGE_MAX = 10_000;

/** `notifications` and `GET /api/notifications`. */
@ArgsType()
export class NotificationsArgs {
  @Field(() => Int, { defaultValue: 1, description: `1-${PAGE_MAX}.` })
  @WholeNumber(1, PAGE_MAX)
  page?: number;

  @Field(() => Int, {
    defaultValue: NOTIFICATION_PAGE_DEFAULT,
    description: `Items: 1-${NOTIFICATION_PAGE_MAX}, ${NOTIFICATION_PAGE_DEFAULT} by default.`,
  })
  @WholeNumber(1, NOTIFICATION_PAGE_MAX)
  limit?: number;

  @Field({ nullable: true, description: 'Only the unread ones.' })
  @Flag()
  unreadOnly?: boolean;
}

/** `markNotificationsRead` and `POST /api/notifications/read`: some by id, or all. */
@InputType('MarkNotificationsReadInput')
export class MarkNotificationsReadInput {
  @Field(() => [String], {
    nullable: true,
    description: `Up to ${MARK_READ_MAX_IDS} of the user's notifications; ids of anyone else's are ignored.`,
  })
  @TextList(MARK_READ_MAX_IDS, 100)
  ids?: string[];

  @Field({ nullable: true, description: 'Every unread notification of the user.' })
  @Flag()
  all?: boolean;
}

/** `updateNotificationSetting` and `PATCH /api/notifications/settings`. */
@InputType('UpdateNotificationSettingInput')
export class UpdateNotificationSettingInput {
  @Field(() => NotificationKindEnum)
  @OneOf(NOTIFICATION_KIND_LIST, { required: true })
  kind: NotificationKind;

  @Field({ nullable: true, description: 'Told in the app (the list, the badge, the toast).' })
  @Flag()
  inApp?: boolean;

  @Field({ nullable: true, description: 'Told by email.' })
  @Flag()
  email?: boolean;
}

/** `unsubscribe` and `POST /api/notifications/unsubscribe`: the token of an email's link. */
@InputType('UnsubscribeInput')
export class UnsubscribeInput {
  @Field({ description: 'The token of the unsubscribe link of an email.' })
  @Text(200, { required: true })
  token: string;
}
