import { dayBucket, isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The live sessions feature's items: a session and its attendance, a course's session set, a student's session
 * feed, the calendar feed's two items, and the session lists' index keys: their keys, beside the access patterns
 * that use them (docs/data-model.md, "APn"). Only this feature builds them; another feature that reads or writes
 * one of these items in its own request asks this feature's service for the piece (docs/features.md). The
 * prefixes come from the registry in lib/keys.ts, whose test proves them unique.
 */
/**
 * A student's calendar feed, two items always written together (./calendar/repository.ts): the lookup the public
 * address resolves through (`CALFEED#<sha256(token)>`), and the owner's item, the only place the token is kept.
 */
export const calendarFeedKeys = {
  lookup: (tokenHash: string) => ({ PK: `${prefix.calendarFeed}${tokenHash}`, SK: 'FEED' }),
  owner: (userId: string) => ({ PK: `${prefix.user}${userId}`, SK: 'CALFEED' }),
};

export const keys = {
  /** A live session (AP54-55, AP59). Its partition also holds its attendance items. */
  liveSession: (sessionId: string) => ({ PK: `${prefix.liveSession}${sessionId}`, SK: 'SESSION' }),
  /**
   * The ids of a course's sessions, a string set in one item (AP52): a student's list reads these of all their
   * courses in one BatchGet per 100 courses instead of one Query each. A partition of its own, as
   * `courseAssignments`, so AP10 never reads it.
   */
  courseSessions: (courseId: string) => ({ PK: `${prefix.sessionSet}${courseId}`, SK: 'SESSIONS' }),
  /**
   * A student's session feed (AP52), a partition of one small item per session of their courses: written for
   * every enrolled student when a session is created, and from the course's session-id set when a student
   * enrols. The sort key holds the session id (a ULID), so the partition reads newest first by creation.
   */
  sessionFeedEntry: (studentId: string, sessionId: string) => ({
    PK: `${prefix.sessionFeed}${studentId}`,
    SK: `${prefix.liveSession}${sessionId}`,
  }),
  /** One user's attendance (join) of a session; joining twice is a no-op (AP56-57). */
  attendance: (sessionId: string, userId: string) => ({
    PK: `${prefix.liveSession}${sessionId}`,
    SK: `${prefix.attendee}${userId}`,
  }),
};

/** The partition of a student's feed, read by one Query. */
export const feedPartition = {
  sessions: (studentId: string) => keys.sessionFeedEntry(studentId, '').PK,
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP57: attendees of a session, in PK=SESSION#<id>. */
  attendees: prefix.attendee,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  sessionsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#SESSIONS`),
  sessionsByInstructor: (instructorId: string) => on('GSI2', `${prefix.instructor}${instructorId}#SESSIONS`),
  sessionsByDay: (day: string) => on('GSI3', `${prefix.sessionDay}${day}`),
  /** AP113: the sessions one person joined (their attendance items), oldest first. */
  attendanceByPerson: (userId: string) => on('GSI1', `${prefix.user}${userId}#ATTENDED`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP51, GSI1: sessions of a course, by start time. */
  sessionsByCourse: (courseId: string, scheduledAt: string, sessionId: string) =>
    p.sessionsByCourse(courseId).key(`${isoUtc(scheduledAt)}#${sessionId}`),
  /** AP52-53, GSI2: sessions of an instructor's courses, by start time. */
  sessionsByInstructor: (instructorId: string, scheduledAt: string, sessionId: string) =>
    p.sessionsByInstructor(instructorId).key(`${isoUtc(scheduledAt)}#${sessionId}`),
  /** AP58, GSI3 (sparse: scheduled sessions only): sessions of one UTC day, by start time. */
  sessionsByDay: (scheduledAt: string, sessionId: string) =>
    p.sessionsByDay(dayBucket(scheduledAt)).key(`${isoUtc(scheduledAt)}#${sessionId}`),
  attendanceByPerson: (userId: string, joinedAt: string, sessionId: string) =>
    p.attendanceByPerson(userId).key(`${isoUtc(joinedAt)}#${sessionId}`),
};
