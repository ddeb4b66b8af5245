import { formatRelativeTime, isLocale, SOURCE_LOCALE } from '@academy/shared/locale';
import { calendarDaysSince, momentsOf } from '../../../lib/calendar-days';
import { formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The page's language when it is one of the academy's others (Hindi); null in English (and the pseudo language). */
function otherLocale() {
  const locale = currentLocale();
  return locale !== SOURCE_LOCALE && isLocale(locale) ? locale : null;
}

/**
 * When a notification arrived, as the bell and the notifications page show it: "just now" under a minute
 * (and for a time slightly ahead of this device's clock), "5 min ago" under an hour, "2 h ago" under a day,
 * "yesterday" for the calendar day before today, then the date ("Nov 22, 2026"). An unreadable value gives "". In another language, Intl's relative time says the same
 * ("अभी", "5 मिनट पहले", "2 घंटे पहले", "कल"); the English stays the spec's short forms.
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
  const locale = otherLocale();
  if (elapsed < MINUTE_MS) return locale ? formatRelativeTime(0, 'second', locale) : 'just now';
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return locale ? formatRelativeTime(-minutes, 'minute', locale) : `${minutes} min ago`;
  }
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return locale ? formatRelativeTime(-hours, 'hour', locale) : `${hours} h ago`;
  }
  if (calendarDaysSince(time, current, timeZone) === 1) {
    return locale ? formatRelativeTime(-1, 'day', locale) : 'yesterday';
  }
  return formatDate(time, timeZone);
}
