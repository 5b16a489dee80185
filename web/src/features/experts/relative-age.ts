const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A month in the age of a record: 30 days, so 'Nd ago' stops where 'Nmo ago' starts. */
const MONTH_DAYS = 30;

/**
 * How long ago something happened, as the dashboard lists say it (PRODUCT-SPEC §2): 'Just now'
 * within the hour, then 'Nh ago', 'Nd ago' under 30 days and 'Nmo ago' after. A date in the
 * future (a clock running behind the server's) is 'Just now'; an unreadable one says nothing.
 * Shared with the client's Hire Requests list, which stops at days.
 */
export function relativeAge(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = now.getTime() - then;
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < MONTH_DAYS) return `${days}d ago`;
  return `${Math.floor(days / MONTH_DAYS)}mo ago`;
}
