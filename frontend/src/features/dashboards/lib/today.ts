import { dateTimeFormat } from '../../../lib/format';
import { currentTag } from '../../../lib/i18n';

/** The academy's learners are in India: the dashboard's date is India's calendar day, whatever the device says. */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

/** The welcome line's date in the page's language: "Sunday, 23 November 2025" (en-IN), "रविवार, 23 नवंबर 2025" (hi-IN). */
export function formatToday(now: Date): string {
  return dateTimeFormat(currentTag(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ACADEMY_TIME_ZONE,
  }).format(now);
}

/** The same calendar day as a machine-readable date for `<time dateTime>`: "2025-11-23". */
export function isoDateInIndia(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: ACADEMY_TIME_ZONE,
  }).format(now);
}
