import * as z from 'zod';
import { text } from '../../messages';
import { Id, IsoDateTime, ids, MultiLine, ref, SingleLine } from '../../schemas/common';
import { CourseTitle } from '../../schemas/course-title';

/** Spec part 2: the session form, states and constants; bounds the spec leaves open are ours. */
export const LIVE_SESSION_LIMITS = {
  title: 200,
  description: 2000,
  /** Spec part 2 §8: minimum 5 minutes, default 60. */
  minDuration: 5,
  defaultDuration: 60,
  maxDuration: 600,
  meetingLink: 2000,
  /** A course's sessions, and a person's across courses, read at most this many (upcoming first). */
  maxListed: 100,
} as const;

/** Spec part 2 §4: live, scheduled, completed, cancelled. */
export const sessionStatuses = ['scheduled', 'live', 'completed', 'cancelled'] as const;
export const SessionStatus = z.enum(sessionStatuses);
export type SessionStatus = z.infer<typeof SessionStatus>;

/**
 * The changes a session's status may make (spec part 2 §4 leaves them open): a scheduled session goes live, is
 * completed or cancelled; a live one is completed or cancelled; nothing leaves completed or cancelled.
 */
export const SESSION_TRANSITIONS: Record<SessionStatus, readonly SessionStatus[]> = {
  scheduled: ['live', 'completed', 'cancelled'],
  live: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Spec part 2 §4: live red, scheduled blue, completed green, cancelled grey. */
export const SESSION_STATUS_TONES = {
  live: 'red',
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'grey',
} as const satisfies Record<SessionStatus, string>;

const MeetingLink = z
  .string()
  .trim()
  .min(1, /*i18n*/ 'Meeting link is required')
  .max(
    LIVE_SESSION_LIMITS.meetingLink,
    text(/*i18n*/ 'Meeting link is at most {max} characters', { max: LIVE_SESSION_LIMITS.meetingLink }),
  )
  .regex(/^https:\/\/[^\s<>"]+$/i, /*i18n*/ 'Meeting link must be an https URL');

const Duration = z
  .number({ error: /*i18n*/ 'Duration must be a number' })
  .int(/*i18n*/ 'Duration must be whole minutes')
  .min(
    LIVE_SESSION_LIMITS.minDuration,
    text(/*i18n*/ 'Duration must be at least {min} minutes', { min: LIVE_SESSION_LIMITS.minDuration }),
  )
  .max(
    LIVE_SESSION_LIMITS.maxDuration,
    text(/*i18n*/ 'Duration is at most {max} minutes', { max: LIVE_SESSION_LIMITS.maxDuration }),
  );

/** The session form's fields (spec part 2 §5), without defaults. */
const sessionFields = {
  title: SingleLine(/*i18n*/ 'Title', LIVE_SESSION_LIMITS.title),
  description: MultiLine(/*i18n*/ 'Description', LIVE_SESSION_LIMITS.description),
  /** A date-time with its offset (the form sends the browser's local time as ISO). */
  scheduledAt: IsoDateTime.describe('Start, ISO 8601 with offset'),
  duration: Duration,
  meetingLink: MeetingLink,
};

/** POST /api/live-sessions/course/{id}. */
export const CreateSessionBody = z.object({
  ...sessionFields,
  description: sessionFields.description.default(''),
  duration: Duration.default(LIVE_SESSION_LIMITS.defaultDuration),
});
export type CreateSessionBody = z.input<typeof CreateSessionBody>;

/** PUT /api/live-sessions/{id}: the fields it names change (a new start re-arms the reminder). */
export const UpdateSessionBody = z
  .object(sessionFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, /*i18n*/ 'Nothing to update');
export type UpdateSessionBody = z.input<typeof UpdateSessionBody>;

/** PUT /api/live-sessions/{id}/status. */
export const SessionStatusBody = z.object({ status: SessionStatus });

export const SessionIdParams = z.object({ id: Id });
export const SessionCourseParams = z.object({ id: Id });

/** A live session (spec part 2 §3). */
export const LiveSession = z.object({
  ...ids,
  courseId: Id,
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
  scheduledAt: z.string(),
  /** Minutes. */
  duration: z.number().int().min(1),
  meetingLink: z.string(),
  status: SessionStatus,
  instructor: ref({ name: z.string() }),
  attendeeCount: z.number().int().min(0),
  /** Whether the signed-in user has joined it. */
  joinedByMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LiveSession = z.infer<typeof LiveSession>;

/** GET /api/live-sessions/course/{id}: the course's sessions by start time. */
export const CourseSessionsResponse = z.object({
  course: CourseTitle,
  /** The caller may create, change and set the status of its sessions (its instructor, admins). */
  canManage: z.boolean(),
  sessions: z.array(LiveSession),
});
export type CourseSessionsResponse = z.infer<typeof CourseSessionsResponse>;

/**
 * GET /api/live-sessions/my: a student's sessions across enrolled courses, or an instructor's across theirs, and
 * the courses of those sessions (the page's course filter).
 */
export const MySessionsResponse = z.object({
  courses: z.array(CourseTitle),
  sessions: z.array(LiveSession),
});
export type MySessionsResponse = z.infer<typeof MySessionsResponse>;

export const SessionResponse = z.object({ session: LiveSession });
/** POST /api/live-sessions/{id}/join: the link to open, and the session (attendance recorded once). */
export const JoinSessionResponse = z.object({ meetingLink: z.string(), session: LiveSession });

/** The signed-in student's personal calendar feed (an unguessable, revocable address of all their sessions). */
export const CalendarFeedResponse = z.object({
  /** The feed's address (webcal-ready https URL), or null when the student has none. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;

/** One of the instructor dashboard's Upcoming Sessions (spec part 1 §2: the next 5, each with Join). */
export const UpcomingSession = z.object({
  _id: Id,
  title: z.string(),
  courseId: Id,
  courseTitle: z.string(),
  scheduledAt: z.string(),
  duration: z.number().int().min(1),
  meetingLink: z.string(),
  status: SessionStatus,
});
export type UpcomingSession = z.infer<typeof UpcomingSession>;
