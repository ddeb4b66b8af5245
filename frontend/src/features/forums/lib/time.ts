import { plural, t } from '@lingui/core/macro';
import { formatDate, formatDateTime } from '../../../lib/format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Up to a week a post's age reads in days; after that as its date. */
const DAYS_SHOWN = 7;

/**
 * How long ago a post or reply was written: "just now" under a minute (also for a time slightly ahead of this
 * device's clock), "5 min ago", "3 h ago", "2 days ago" under a week, then the date ("Nov 22, 2026").
 * An unreadable value gives "".
 */
export function timeAgo(value: string, now: number = Date.now(), timeZone?: string): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE_MS) return t`just now`;
  const minutes = Math.floor(elapsed / MINUTE_MS);
  if (elapsed < HOUR_MS) return t`${minutes} min ago`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (elapsed < DAY_MS) return t`${hours} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days < DAYS_SHOWN) return plural(days, { one: '# day ago', other: '# days ago' });
  return formatDate(time, timeZone);
}

/** The exact moment, for the title of a relative time. */
export const exactTime = (value: string, timeZone?: string): string => formatDateTime(value, timeZone);
