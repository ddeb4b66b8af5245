import { formatRelativeTime, isLocale, SOURCE_LOCALE } from '@academy/shared/locale';
import { calendarDaysSince } from '../../../lib/calendar-days';
import { currentLocale } from '../../../lib/i18n';

const DAYS_PER_WEEK = 7;
/** Weeks are counted up to this many days; after it, months. */
const WEEKS_UNTIL_DAYS = 30;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

/**
 * "3 days ago": the spec's English as written; in another of the academy's languages (Hindi), Intl's relative
 * time ("3 दिन पहले"). The pseudo language keeps the English.
 */
function ago(count: number, unit: 'day' | 'week' | 'month' | 'year'): string {
  const locale = currentLocale();
  if (locale !== SOURCE_LOCALE && isLocale(locale))
    return formatRelativeTime(count === 0 ? 0 : -count, unit, locale);
  if (unit === 'day' && count === 0) return 'today';
  if (unit === 'day' && count === 1) return 'yesterday';
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

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
  if (days <= 0) return ago(0, 'day');
  if (days === 1) return ago(1, 'day');
  if (days < DAYS_PER_WEEK) return ago(days, 'day');
  if (days < WEEKS_UNTIL_DAYS) return ago(Math.floor(days / DAYS_PER_WEEK), 'week');
  if (days < DAYS_PER_YEAR) return ago(Math.floor(days / DAYS_PER_MONTH), 'month');
  return ago(Math.floor(days / DAYS_PER_YEAR), 'year');
}
