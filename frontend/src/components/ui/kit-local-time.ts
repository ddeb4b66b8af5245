import { msg } from '@lingui/core/macro';
import * as z from 'zod';
import { i18n } from '../../lib/i18n';

/**
 * A `datetime-local` input's value and the API's instants: the input holds a wall-clock time with no zone
 * ("2026-12-01T17:30"), the API takes ISO 8601 with the browser's own offset. The assignment and session
 * forms' due date and start.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value: a wall-clock time with no zone ("2026-12-01T17:30"). */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The browser's local time as the input shows it; null for a value that is not a real date and time. */
function parseLocalInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls Feb 30 over into March: such a value is not a real date.
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** An instant as ISO 8601 with the browser's own offset ("2026-12-01T17:30:00+05:30"), as the API asks. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** A `datetime-local` value as ISO with the browser's offset; null when it is not a valid date and time. */
export function localInputToIso(value: string): string | null {
  const date = parseLocalInput(value);
  return date ? isoWithOffset(date) : null;
}

/** A stored date-time as the `datetime-local` input shows it, in the browser's time zone ("" if unreadable). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A required `datetime-local` field of a form schema, read as ISO with the browser's offset. */
export const localDateTime = (requiredMessage: string) =>
  z
    .string()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const iso = localInputToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: i18n._(msg`Enter a valid date and time`) });
        return z.NEVER;
      }
      return iso;
    });
