import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { CurrentUser } from '../../auth/current-user';
import type { SignedInActor } from '../../core/actor';
import type { GraphQLContext } from '../../graphql/context';
import { requiring, SIGNED_IN } from '../../graphql/subscriptions';
import { NotificationAddedArgs } from './dtos/notification-added.args';
import {
  MarkNotificationsReadInput,
  NotificationsArgs,
  UnsubscribeInput,
  UpdateNotificationSettingInput,
} from './dtos/notification.inputs';
import {
  MarkNotificationsReadPayload,
  NotificationObject,
  NotificationPageObject,
  NotificationSettingObject,
  UnsubscribePayload,
} from './dtos/notification.types';
import { notificationAdded } from './notification-added';
import type { NotificationRecord } from './notification.repository';
import { toPagination } from '../../core/pagination';

/** Notifications over GraphQL: the same `NotificationService` calls as REST. */
@Resolver(() => NotificationObject)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationPageObject, {
    description: "The signed-in user's notifications, newest first.",
  })
  async notifications(
    @Args() args: NotificationsArgs,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<NotificationPageObject> {
    const page = await services.notifications.list(user, args);
    return { items: page.items, pagination: toPagination(page), unreadCount: page.unreadCount };
  }

  @Authorized()
  @Query(() => Int, { description: "The signed-in user's unread notifications." })
  unreadNotificationCount(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<number> {
    return services.notifications.unreadCount(user);
  }

  @Authorized()
  @Mutation(() => MarkNotificationsReadPayload, {
    description: "Marks some of the signed-in user's notifications read, or all of them.",
  })
  markNotificationsRead(
    @Arg('input') input: MarkNotificationsReadInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<MarkNotificationsReadPayload> {
    return services.notifications.markRead(user, input);
  }

  @Authorized()
  @Query(() => [NotificationSettingObject], {
    description: 'How the signed-in user is told of each kind: in the app, by email.',
  })
  notificationSettings(
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<NotificationSettingObject[]> {
    return services.notifications.settings(user);
  }

  @Authorized()
  @Query(() => Boolean, {
    description:
      'Whether this server sends email. Without a mail server (production without SMTP_URL) notifications are told in the app only, whatever the email settings say.',
  })
  notificationEmailAvailable(@Ctx() { services }: GraphQLContext): boolean {
    return services.notifications.emailAvailable;
  }

  @Authorized()
  @Mutation(() => NotificationSettingObject, {
    description: 'Turns one kind on or off in the app or by email.',
  })
  updateNotificationSetting(
    @Arg('input') input: UpdateNotificationSettingInput,
    @Ctx() { services }: GraphQLContext,
    @CurrentUser() user: SignedInActor,
  ): Promise<NotificationSettingObject> {
    return services.notifications.updateSetting(user, input);
  }

  @Mutation(() => UnsubscribePayload, {
    description: "An email's unsubscribe link: turns that kind of email off, without signing in.",
  })
  unsubscribe(
    @Arg('input') input: UnsubscribeInput,
    @Ctx() { services }: GraphQLContext,
  ): Promise<UnsubscribePayload> {
    return services.notifications.unsubscribe(input);
  }

  @Subscription(() => NotificationObject, {
    description:
      "The signed-in user's new notifications as they are written, each once and in order: those after since first. Their own only.",
    subscribe: requiring(SIGNED_IN, (subscriber, { since }: NotificationAddedArgs) =>
      notificationAdded(subscriber, since),
    ),
  })
  notificationAdded(
    @Root() notification: NotificationRecord,
    @Args() _args: NotificationAddedArgs,
  ): NotificationObject {
    return notification;
  }
}
