import {
  CreateSessionBody,
  LIVE_SESSION_LIMITS,
  type LiveSession,
} from '@academy/shared/features/live-sessions/schemas';
import { msg } from '@lingui/core/macro';
import * as z from 'zod';
import { isoToLocalInput, localDateTime } from '../../../components/ui/kit-local-time';
import { i18n } from '../../../lib/i18n';

const startRequired = msg`Scheduled date and time is required`;

/** The kit's reading of a stored start, as this feature's tests read it. */
export { isoToLocalInput } from '../../../components/ui/kit-local-time';

/**
 * The session form (spec part 2 §5, §8): title required, scheduled date-time required, duration at least 5
 * minutes (60 by default), the meeting link an https URL, description optional. The API's own field rules;
 * the start is the input's local wall-clock value, sent as ISO with the browser's offset.
 */
export const SessionForm = CreateSessionBody.pick({ title: true, meetingLink: true }).extend({
  description: CreateSessionBody.shape.description.unwrap(),
  duration: CreateSessionBody.shape.duration.unwrap(),
  // The required message in the language of the moment it is checked (the schema is built once, at load).
  scheduledAt: z
    .string()
    .min(1, { error: () => i18n._(startRequired) })
    // Its own empty check never answers: the one above does first.
    .pipe(localDateTime('')),
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
