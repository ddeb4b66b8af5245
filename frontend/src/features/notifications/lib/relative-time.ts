import { dateTimeFormat, formatDate } from '../../../lib/format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The calendar day of a moment in a time zone (the browser's when none is given), as "YYYY-MM-DD". */
function dayKey(time: number, timeZone?: string): string {
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(time);
}

/** The calendar day before `time`'s, in the same time zone. */
function dayBefore(time: number, timeZone?: string): string {
  const [year, month, day] = dayKey(time, timeZone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

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
  const time = new Date(value).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(time) || Number.isNaN(current)) return '';
  const elapsed = current - time;
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  if (dayKey(time, timeZone) === dayBefore(current, timeZone)) return 'yesterday';
  return formatDate(time, timeZone);
}
