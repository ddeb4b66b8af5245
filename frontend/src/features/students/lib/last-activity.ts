import { calendarDaysSince } from '../../../lib/calendar-days';

const DAYS_PER_WEEK = 7;
/** Weeks are counted up to this many days; after it, months. */
const WEEKS_UNTIL_DAYS = 30;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * A student's last activity as the students page shows it (the spec's placeholder was '2 days ago'):
 * counted in calendar days of the viewer's time zone, "today", "yesterday", "3 days ago", "2 weeks ago"
 * (from 7 days), "4 months ago" (from 30 days), "1 year ago" (from 365 days). A time ahead of this
 * device's clock is "today"; an unreadable value gives "".
 */
export function lastActivityText(
  value: Date | string | number,
  now: Date | number = Date.now(),
  timeZone?: string,
): string {
  const days = calendarDaysSince(value, now, timeZone);
  if (days === null) return '';
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < DAYS_PER_WEEK) return ago(days, 'day');
  if (days < WEEKS_UNTIL_DAYS) return ago(Math.floor(days / DAYS_PER_WEEK), 'week');
  if (days < DAYS_PER_YEAR) return ago(Math.floor(days / DAYS_PER_MONTH), 'month');
  return ago(Math.floor(days / DAYS_PER_YEAR), 'year');
}
