import { calendarDaysSince, momentsOf } from '../../../lib/calendar-days';
import { formatDate } from '../../../lib/format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a notification arrived, as the bell and the notifications page show it: "just now" under a minute
 * (and for a time slightly ahead of this device's clock), "5 min ago" under an hour, "2 h ago" under a day,
 * "yesterday" for the calendar day before today, then the date ("Nov 22, 2026"). An unreadable value gives "".
 */
export function relativeTime(
  value: Date | string | number,
  now: Date | number = Date.now(),
  timeZone?: string,
): string {
  const moments = momentsOf(value, now);
  if (!moments) return '';
  const { time, current } = moments;
  const elapsed = current - time;
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  if (calendarDaysSince(time, current, timeZone) === 1) return 'yesterday';
  return formatDate(time, timeZone);
}
