import { CreateNotifications1764700100000 } from '../../db/migrations/1764700100000-create-notifications';
import { NotificationKindRefund1764800310000 } from '../../db/migrations/1764800310000-notification-kind-refund';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { mailModule } from '../mail/mail.module';
import type { PeriodicTask } from '../../core/periodic-task';
import { notificationSweep } from './notification-sweep';
import { NotificationResolver } from './notification.resolver';
import { notificationRoutes } from './notification.routes';
import { NotificationService } from './notification.service';

/**
 * Notifications (docs/product/mail-and-notifications.md): what features tell their users, written
 * in the transaction of the event (`notifications.notify(tx, ...)`), announced live on the user's
 * own channel, emailed through the mail queue as each user chooses per kind. Listed before the
 * features that notify.
 */
export const notificationsModule: FeatureModule<
  {
    notifications: NotificationService;
    notificationSweep: PeriodicTask;
  },
  object,
  ServicesOf<typeof mailModule>
> = {
  name: 'notifications',
  needs: ['mail'],
  migrations: [CreateNotifications1764700100000, NotificationKindRefund1764800310000],
  resolvers: [NotificationResolver],
  services: ({ db, env, logger, realtime, mail }) => {
    const notificationLogger = logger.child({ feature: 'notifications' });
    const notifications = new NotificationService(db, {
      realtime,
      mail,
      logger: notificationLogger,
      secret: env.secretsKey,
    });
    return {
      notifications,
      notificationSweep: notificationSweep(notifications, notificationLogger),
    };
  },
  routes: notificationRoutes,
  warmUp: async ({ notificationSweep }) => notificationSweep.start(),
  close: ({ notificationSweep }) => notificationSweep.stop(),
};
