import {
  CreateSessionBody,
  LIVE_SESSION_LIMITS,
  type LiveSession,
} from '@academy/shared/features/live-sessions/schemas';
import * as z from 'zod';

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

/** A stored start as the `datetime-local` input shows it, in the browser's time zone ("" if unreadable). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The session form (spec part 2 §5, §8): title required, scheduled date-time required, duration at least 5
 * minutes (60 by default), the meeting link an https URL, description optional. The API's own field rules;
 * the start is the input's local wall-clock value, sent as ISO with the browser's offset.
 */
export const SessionForm = CreateSessionBody.pick({ title: true, meetingLink: true }).extend({
  description: CreateSessionBody.shape.description.unwrap(),
  duration: CreateSessionBody.shape.duration.unwrap(),
  scheduledAt: z
    .string()
    .min(1, 'Scheduled date and time is required')
    .transform((value, ctx) => {
      const date = parseLocalInput(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter a valid date and time' });
        return z.NEVER;
      }
      return isoWithOffset(date);
    }),
});
export type SessionFormValues = z.input<typeof SessionForm>;
export type SessionFormOutput = z.output<typeof SessionForm>;

/** The session draft (spec part 2 §3, §9): empty text, no start yet, 60 minutes. */
export const sessionDraft = (): SessionFormValues => ({
  title: '',
  description: '',
  scheduledAt: '',
  duration: LIVE_SESSION_LIMITS.defaultDuration,
  meetingLink: '',
});

/** A stored session as the edit form's starting values. */
export const sessionFormValuesOf = (session: LiveSession): SessionFormValues => ({
  title: session.title,
  description: session.description,
  scheduledAt: isoToLocalInput(session.scheduledAt),
  duration: session.duration,
  meetingLink: session.meetingLink,
});

/**
 * The update call's body: only the fields that changed, so an untouched start (shown to the minute) is not
 * sent back rounded and the reminder is re-armed only by a real reschedule. Null when nothing changed.
 */
export function changedFields(
  session: LiveSession,
  form: SessionFormOutput,
): Partial<SessionFormOutput> | null {
  const changes: Partial<SessionFormOutput> = {};
  if (form.title !== session.title) changes.title = form.title;
  if (form.description !== session.description) changes.description = form.description;
  if (form.duration !== session.duration) changes.duration = form.duration;
  if (form.meetingLink !== session.meetingLink) changes.meetingLink = form.meetingLink;
  if (Date.parse(form.scheduledAt) !== Date.parse(session.scheduledAt)) {
    // The form shows minutes: the same minute as stored is no change.
    const sameMinute = isoToLocalInput(session.scheduledAt) === isoToLocalInput(form.scheduledAt);
    if (!sameMinute) changes.scheduledAt = form.scheduledAt;
  }
  return Object.keys(changes).length === 0 ? null : changes;
}
