import type { LiveSession, SessionStatus, UpcomingSession } from '@academy/shared';
import { text } from '@academy/shared/messages';
import { assertCourseManager, courseMemberAccess } from '../lib/course-access';
import { ConflictError, NotFoundError } from '../lib/errors';
import { istDateTime } from '../lib/format';
import type { Caller } from '../lib/http';
import type { SessionRecord } from './repository';

/** The live-sessions feature's answers, errors and rules, shared by its handlers and its service. */

export class SessionNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Session not found');
  }
}

export { CourseNotFoundError, NotEnrolledError, NotYourCourseError } from '../lib/course-access';

export class SessionClosedError extends ConflictError {
  constructor() {
    super(/*i18n*/ 'A completed or cancelled session cannot be changed.');
  }
}

export class SessionCancelledError extends ConflictError {
  constructor() {
    super(/*i18n*/ 'This session was cancelled.');
  }
}

export class SessionEndedError extends ConflictError {
  constructor() {
    super(/*i18n*/ 'This session has ended.');
  }
}

export class TransitionError extends ConflictError {
  constructor(from: SessionStatus, to: SessionStatus) {
    super(text(/*i18n*/ 'Cannot change a {from} session to {to}.', { from, to }));
  }
}

/**
 * Who may read a course's sessions: its enrolled students, its instructor, admins. Answers whether the caller may
 * also manage them (create, change, status, delete); throws 403 for everyone else.
 */
export function sessionAccess(
  caller: Pick<Caller, 'id' | 'role'>,
  instructorId: string,
  enrolled: boolean,
): { canManage: boolean } {
  return { canManage: courseMemberAccess(caller, instructorId, enrolled).manages };
}

/** Create, update, status, delete: the course's instructor or an admin. */
export const assertManager = assertCourseManager;

export const isClosed = (s: Pick<SessionRecord, 'status'>) =>
  s.status === 'completed' || s.status === 'cancelled';

/** The session as the API answers it. */
export const toLiveSession = (s: SessionRecord, joinedByMe = false): LiveSession => ({
  _id: s.id,
  id: s.id,
  courseId: s.courseId,
  courseTitle: s.courseTitle,
  title: s.title,
  description: s.description,
  scheduledAt: s.scheduledAt,
  duration: s.duration,
  meetingLink: s.meetingLink,
  status: s.status,
  instructor: { _id: s.instructorId, name: s.instructor.name },
  attendeeCount: s.attendeeCount,
  joinedByMe,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

export const toUpcomingSession = (s: SessionRecord): UpcomingSession => ({
  _id: s.id,
  title: s.title,
  courseId: s.courseId,
  courseTitle: s.courseTitle,
  scheduledAt: s.scheduledAt,
  duration: s.duration,
  meetingLink: s.meetingLink,
  status: s.status,
});

const STATUS_ORDER: Record<SessionStatus, number> = { live: 0, scheduled: 1, completed: 1, cancelled: 1 };

/** Live first, then by start time (then id, so the order is stable). */
export const byLiveThenStart = (a: SessionRecord, b: SessionRecord) =>
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
  a.scheduledAt.localeCompare(b.scheduledAt) ||
  a.id.localeCompare(b.id);

/** A start time as people in India read it: `25 Nov 2026, 3:30 pm IST`. */
export const istTime = istDateTime;

/** Just the clock time in India: `3:30 pm`. */
export const istClock = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/** The code of the item `index` of a cancelled transaction. */
export { cancellationReasons } from '../lib/db';
