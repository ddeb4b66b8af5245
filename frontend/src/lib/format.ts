/**
 * Display formats (spec part 1 §9: dates as short month, day, year, hour, minute; currency is the rupee), in the
 * language being rendered (lib/page-locale.ts): English keeps the specification's shapes ("Nov 22, 2026, 6:05 PM",
 * "Free", "263 min"); Hindi writes hi-IN's dates ("22 नव॰ 2026, 6:05 pm") and its own words ("मुफ़्त", "263 मिनट").
 * Times show in the browser's time zone unless one is given.
 *
 * The few words here are a table, not catalogue messages: this module runs in the course page's early script
 * (src/early/), which has no catalogues. Hindi digits are Latin with Indian grouping, as in English.
 */
import {
  dateTag,
  type Locale,
  SOURCE_LOCALE,
  dateTimeFormat as sharedDateTimeFormat,
} from '@academy/shared/locale';
import { renderLocale } from './page-locale';

/**
 * One date formatter per locale and options, made on first use: making one costs a fraction of a
 * millisecond, using one microseconds, and a list of chats or notifications formats a date per row.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return sharedDateTimeFormat(locale, options);
}

/** The words this module writes, per language (`pseudo`: accented English, for the pseudo-locale tests). */
interface Words {
  free: string;
  min: string;
  h: string;
  hours: (count: number) => string;
}
const WORDS: Record<Locale | 'pseudo', Words> = {
  en: { free: 'Free', min: 'min', h: 'h', hours: (n) => (n === 1 ? 'hour' : 'hours') },
  // Hindi's singular covers 0 and 1 (CLDR: "0 घंटा", "1 घंटा", "4 घंटे").
  hi: { free: 'मुफ़्त', min: 'मिनट', h: 'घं॰', hours: (n) => (n === 0 || n === 1 ? 'घंटा' : 'घंटे') },
  pseudo: { free: 'Ƒŕēē', min: 'ḿĩń', h: 'ĥ', hours: (n) => (n === 1 ? 'ĥōũŕ' : 'ĥōũŕś') },
};
const words = (): Words => WORDS[renderLocale()] ?? WORDS[SOURCE_LOCALE];

/** The tag dates are written with: the spec's en-US shape in English, hi-IN in Hindi. */
const dateTagNow = () => {
  const locale = renderLocale();
  return dateTag(locale === 'pseudo' ? SOURCE_LOCALE : locale);
};

// Newer ICU data puts a narrow no-break space before AM/PM; plain spaces read and match the same everywhere.
const normaliseSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 22, 2026, 6:05 PM" ("22 नव॰ 2026, 6:05 pm"); an unreadable value gives "". */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const format = dateTimeFormat(dateTagNow(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  return normaliseSpaces(format.format(date));
}

/** "Nov 22, 2026" ("22 नव॰ 2026"); an unreadable value gives "". */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return normaliseSpaces(
    dateTimeFormat(dateTagNow(), { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date),
  );
}

/**
 * A calendar date without a time ("2001-04-09", as a date input gives it) as "Apr 9, 2001".
 * Read as UTC so the day never shifts with the viewer's time zone.
 */
export function formatCalendarDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '';
  return formatDate(`${isoDate}T00:00:00Z`, 'UTC');
}

/**
 * Digits with Indian grouping, the last three together and then pairs: "124999" → "1,24,999". Written out
 * rather than asked of Intl.NumberFormat: the first number formatter a page makes loads the locale's data,
 * 30–70 ms of main thread on the test machine in the middle of hydrating a public page (issue 18).
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A whole number with Indian grouping, "-" before a negative one. */
function wholeIndian(value: number): string {
  const rounded = Math.round(Math.abs(value));
  // Past 2^53 a number has no exact digits to group; Intl writes them as it sees them.
  if (rounded > Number.MAX_SAFE_INTEGER) {
    return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(value);
  }
  return `${value < 0 && rounded !== 0 ? '-' : ''}${groupIndian(String(rounded))}`;
}

/** Rupees with Indian digit grouping: 149999 → "₹1,49,999"; paise only when there are some. */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  if (Number.isInteger(amount)) return amount < 0 ? `-₹${wholeIndian(-amount)}` : `₹${wholeIndian(amount)}`;
  const paise = Math.round(Math.abs(amount) * 100);
  const rupees = `₹${wholeIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
  return amount < 0 ? `-${rupees}` : rupees;
}

/** An amount the payments API gives in paise, as rupees: 149950 → "₹1,499.50", 49900 → "₹499". */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}

/** A course price: "Free" ("मुफ़्त") when it is 0 (spec part 2 §2), else rupees. */
export function formatPrice(amount: number): string {
  return amount === 0 ? words().free : formatRupees(amount);
}

/** "Ananya Gupta" → "AG"; one word gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Unread badge text: "9+" above the cap. */
export function formatBadgeCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

/** A count with Indian digit grouping: 18500 → "18,500", 124999 → "1,24,999". */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '';
  return wholeIndian(count);
}

/** A duration in whole minutes: 263 → "263 min", "263 मिनट" (the home catalogue and course hero show minutes). */
export function formatMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  return `${formatCount(Math.max(0, Math.round(minutes)))} ${words().min}`;
}

/** Minutes as whole hours, `Math.round(minutes / 60)` (spec part 1 §9, full catalogue): 263 → 4. */
export function hoursFromMinutes(minutes: number): number {
  return Number.isFinite(minutes) ? Math.round(Math.max(0, minutes) / 60) : 0;
}

/** "1 hour", "4 hours" ("1 घंटा", "4 घंटे"): the full catalogue's duration. */
export function formatHours(hours: number): string {
  return `${formatCount(hours)} ${words().hours(hours)}`;
}

/**
 * A module or lesson length that may pass an hour: 45 → "45 min", 90 → "1 h 30 min", 120 → "2 h"
 * ("45 मिनट", "1 घं॰ 30 मिनट", "2 घं॰").
 */
export function formatDuration(minutes: number): string {
  const { min, h: hour } = words();
  if (!Number.isFinite(minutes) || minutes <= 0) return `0 ${min}`;
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return `${m} ${min}`;
  return m === 0 ? `${h} ${hour}` : `${h} ${hour} ${m} ${min}`;
}

/**
 * "1 course", "26 courses": a count and an English noun that takes an "s" in the plural.
 * @deprecated English only: it cannot write another language's plural. Use an ICU plural
 * (`plural(count, { one: '# course', other: '# courses' })` from `@lingui/core/macro`); this goes once no
 * screen calls it.
 */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

const MB = 1024 * 1024;

/** A file's size: "12.4 MB", "240 MB", "800 KB", "1 KB" at least. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes >= 100 * MB ? 0 : 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
