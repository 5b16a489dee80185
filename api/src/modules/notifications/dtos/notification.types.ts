import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { NOTIFICATION_KIND_LIST, type NotificationKind } from '../notification-kinds';
import { PaginationObject, enumOf } from '../../../graphql/shared-types';

export const NotificationKindEnum = enumOf(NOTIFICATION_KIND_LIST);

registerEnumType(NotificationKindEnum, {
  name: 'NotificationKind',
  description: 'What a notification is about; each kind can be turned off in the app and by email.',
});

@ObjectType('Notification', { description: 'Something the signed-in user is told.' })
export class NotificationObject {
  @Field(() => ID)
  id: string;

  @Field(() => NotificationKindEnum)
  kind: NotificationKind;

  @Field()
  title: string;

  @Field()
  body: string;

  @Field({ description: 'The app path of what it is about.' })
  link: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  readAt: Date | null;
}

@ObjectType('NotificationPage')
export class NotificationPageObject {
  @Field(() => [NotificationObject])
  items: NotificationObject[];

  @Field(() => PaginationObject)
  pagination: PaginationObject;

  @Field(() => Int, { description: 'Unread notifications in all.' })
  unreadCount: number;
}

@ObjectType('MarkNotificationsReadPayload')
export class MarkNotificationsReadPayload {
  @Field(() => [NotificationObject], { description: 'Those this call marked read.' })
  marked: NotificationObject[];

  @Field(() => Int, { description: 'Unread notifications left.' })
  unreadCount: number;
}

@ObjectType('NotificationSetting', { description: 'How the user is told of one kind.' })
export class NotificationSettingObject {
  @Field(() => NotificationKindEnum)
  kind: NotificationKind;

  @Field({ description: 'What the Settings tab calls the kind.' })
  label: string;

  @Field()
  inApp: boolean;

  @Field()
  email: boolean;
}

@ObjectType('UnsubscribePayload')
export class UnsubscribePayload {
  @Field(() => NotificationKindEnum)
  kind: NotificationKind;

  @Field()
  message: string;
}
