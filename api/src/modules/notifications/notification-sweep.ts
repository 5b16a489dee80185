import type { Logger } from '../../core/logger';
import { PeriodicTask } from '../../core/periodic-task';
import type { NotificationService } from './notification.service';

/** How often each process looks for plan periods about to end. */
export const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * The notifications found by time rather than by a request (a cancelled plan's period about to
 * end), in every API process; processes may find the same event, and `notifyOnce` lets one tell.
 */
export function notificationSweep(
  notifications: NotificationService,
  logger: Logger,
  everyMs = SWEEP_EVERY_MS,
): PeriodicTask {
  const sweep = async () => {
    const told = await notifications.sweepPeriodsEnding();
    if (told > 0) logger.info({ told }, 'told plan holders their period ends soon');
  };
  return new PeriodicTask('the notification sweep', sweep, logger, everyMs);
}
