import { dateTag } from '@academy/shared/locale';
import { dateTimeFormat, formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Within this many days a conversation's last activity reads as its weekday. */
const WEEKDAY_DAYS = 6;

// Newer ICU data puts a narrow no-break space before AM/PM; plain spaces read and match the same everywhere.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The page's language's way of writing a date: en-US in English (the spec's "Nov 22, 6:05 PM"), hi-IN in Hindi. */
const format = (value: Date, options: Intl.DateTimeFormatOptions, timeZone?: string, tag?: string) =>
  plain(dateTimeFormat(tag ?? dateTag(currentLocale()), { ...options, timeZone }).format(value));

/** Comparisons (same day, same year) in one fixed form, whatever the page's language. */
const dayKey = (value: Date, timeZone?: string) =>
  format(value, { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone, 'en-US');
const yearOf = (value: Date, timeZone?: string) => format(value, { year: 'numeric' }, timeZone, 'en-US');

/**
 * When a message was sent, as a chat shows it: the time alone today ("6:05 PM"), the date and time this year
 * ("Nov 22, 6:05 PM"), else the full date and time. An unreadable value gives "".
 */
export function messageTime(value: string, now: number = Date.now(), timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date(now);
  if (dayKey(date, timeZone) === dayKey(today, timeZone)) {
    return format(date, { hour: 'numeric', minute: '2-digit' }, timeZone);
  }
  if (yearOf(date, timeZone) === yearOf(today, timeZone)) {
    return format(date, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, timeZone);
  }
  return formatDateTime(date, timeZone);
}

/**
 * A conversation's last activity in a list: the time today ("6:05 PM"), the weekday within the week ("Mon"),
 * the date this year ("Nov 22"), else with the year ("Nov 22, 2025"). An unreadable value gives "".
 */
export function listTime(value: string, now: number = Date.now(), timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const today = new Date(now);
  if (dayKey(date, timeZone) === dayKey(today, timeZone)) {
    return format(date, { hour: 'numeric', minute: '2-digit' }, timeZone);
  }
  if (now - date.getTime() < WEEKDAY_DAYS * DAY_MS && date.getTime() < now) {
    return format(date, { weekday: 'short' }, timeZone);
  }
  if (yearOf(date, timeZone) === yearOf(today, timeZone)) {
    return format(date, { month: 'short', day: 'numeric' }, timeZone);
  }
  return format(date, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone);
}

/** The exact moment, for a time's title. */
export const exactTime = (value: string, timeZone?: string) => formatDateTime(value, timeZone);
