import type { SessionStatus } from '@academy/shared';
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  batchPut,
  conditionHeld,
  getItems,
  getOne,
  isConditionFailure,
  putNew,
  queryAll,
  queryNewest,
  transact,
} from '../lib/db';
import { dayBuckets, isoUtc } from '../lib/keys';
import { feedPartition, indexKeys, indexPartition, keys } from './keys';

/**
 * The live-sessions feature's table access (docs/data-model.md AP51–AP59, W15–W17). A session is
 * `SESSION#<sid>` / `SESSION`, indexed by course (GSI1), by instructor (GSI2), both by start time, and, only while
 * it is scheduled, by UTC day (GSI3, the reminder index). Its partition also holds its attendance items
 * (`ATTENDEE#<uid>`).
 */

export interface SessionRecord {
  id: string;
  courseId: string;
  /** Copied at creation (not back-filled when the course is renamed). */
  courseTitle: string;
  instructorId: string;
  instructor: { name: string };
  title: string;
  description: string;
  /** UTC ISO (isoUtc). */
  scheduledAt: string;
  /** Minutes. */
  duration: number;
  meetingLink: string;
  status: SessionStatus;
  attendeeCount: number;
  createdAt: string;
  updatedAt: string;
  /** The start time the reminder went out for (all pages done). */
  reminderSentFor?: string;
  /** A reminder run's progress: `{ at: scheduledAt, cursor }`, the enrolment page to resume from. */
  reminderCursor?: { at: string; cursor: string };
  /** The day-before reminder's: the start time it went out for, and a run's progress. */
  dayReminderSentFor?: string;
  dayReminderCursor?: { at: string; cursor: string };
}

/**
 * The two reminders of a session (issue 37): `day` a day before the start, `hour` an hour before. Each keeps
 * its own "sent for" start time and cursor on the session item.
 */
export type ReminderKind = 'day' | 'hour';
export const reminderFields = {
  hour: { sentFor: 'reminderSentFor', cursor: 'reminderCursor' },
  day: { sentFor: 'dayReminderSentFor', cursor: 'dayReminderCursor' },
} as const satisfies Record<ReminderKind, { sentFor: keyof SessionRecord; cursor: keyof SessionRecord }>;

type Item = Record<string, unknown>;
type Key = { PK: string; SK: string };

export const toSessionRecord = (i: Item): SessionRecord => ({
  id: String(i.id),
  courseId: String(i.courseId),
  courseTitle: String(i.courseTitle ?? (i.course as { title?: string } | undefined)?.title ?? ''),
  instructorId: String(i.instructorId ?? ''),
  instructor: { name: String((i.instructor as { name?: string } | undefined)?.name ?? '') },
  title: String(i.title),
  description: String(i.description ?? ''),
  scheduledAt: String(i.scheduledAt),
  duration: Math.max(1, Number(i.duration ?? 60)),
  meetingLink: String(i.meetingLink ?? ''),
  status: (i.status as SessionStatus) ?? 'scheduled',
  attendeeCount: Math.max(0, Number(i.attendeeCount ?? 0)),
  createdAt: String(i.createdAt ?? i.scheduledAt),
  updatedAt: String(i.updatedAt ?? i.createdAt ?? i.scheduledAt),
  ...(typeof i.reminderSentFor === 'string' ? { reminderSentFor: i.reminderSentFor } : {}),
  ...(i.reminderCursor && typeof i.reminderCursor === 'object'
    ? { reminderCursor: i.reminderCursor as SessionRecord['reminderCursor'] }
    : {}),
  ...(typeof i.dayReminderSentFor === 'string' ? { dayReminderSentFor: i.dayReminderSentFor } : {}),
  ...(i.dayReminderCursor && typeof i.dayReminderCursor === 'object'
    ? { dayReminderCursor: i.dayReminderCursor as SessionRecord['dayReminderCursor'] }
    : {}),
});

export const sessionKey = (sessionId: string): Key => keys.liveSession(sessionId);

/** The session item with its keys: table, AP51 (course), AP52-53 (instructor), AP58 (day; scheduled only). */
export function sessionItem(s: SessionRecord) {
  return {
    ...keys.liveSession(s.id),
    ...indexKeys.sessionsByCourse(s.courseId, s.scheduledAt, s.id),
    ...indexKeys.sessionsByInstructor(s.instructorId, s.scheduledAt, s.id),
    ...(s.status === 'scheduled' ? indexKeys.sessionsByDay(s.scheduledAt, s.id) : {}),
    entity: 'liveSession',
    ...s,
  };
}

/**
 * AP54 / AP55's part (the course index AP52 reads): adds or removes one id in the course's session-id set
 * (`SESSIONSET#<cid>` / `SESSIONS`, a string set). ADD creates the item on a course's first session; DELETE of
 * the last id leaves the item with no set, which reads as none.
 */
function courseSessionIdsWrite(courseId: string, sessionId: string, op: 'ADD' | 'DELETE') {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.courseSessions(courseId),
      UpdateExpression:
        op === 'ADD'
          ? 'ADD sessionIds :id SET entity = :entity, courseId = :courseId'
          : 'DELETE sessionIds :id',
      ExpressionAttributeValues:
        op === 'ADD'
          ? { ':id': new Set([sessionId]), ':entity': 'courseSessions', ':courseId': courseId }
          : { ':id': new Set([sessionId]) },
    },
  };
}

/**
 * AP54: the new session, never over another, and its id in the course's session-id set, in one transaction, with
 * any items another feature hands out for it (the fan-out's job).
 */
export async function putNewSession(s: SessionRecord, withWrites: readonly object[] = []): Promise<void> {
  await transact([
    putNew(sessionItem(s)),
    courseSessionIdsWrite(s.courseId, s.id, 'ADD'),
    ...(withWrites as never[]),
  ]);
}

/**
 * AP52's first step: the ids of the sessions of each course (one BatchGetItem per 100 courses, consistent), as
 * one list; a course with none adds nothing.
 */
export async function listSessionIdsOfCourses(courseIds: readonly string[]): Promise<string[]> {
  const items = await getItems(courseIds.map((id) => keys.courseSessions(id)));
  return items.flatMap((item) => [...((item?.sessionIds as Set<string> | undefined) ?? [])]);
}

/** An enrolment's catch-up (AP52): the ids of one course's sessions, from its set (consistent GetItem). */
export const getCourseSessionIds = (courseId: string): Promise<string[]> =>
  listSessionIdsOfCourses([courseId]);

/** One session in one student's feed (AP52): its key, and the course id for what reads it by course. */
export const sessionFeedItem = (e: { studentId: string; sessionId: string; courseId: string }) => ({
  ...keys.sessionFeedEntry(e.studentId, e.sessionId),
  entity: 'sessionFeedEntry',
  sessionId: e.sessionId,
  courseId: e.courseId,
});

/**
 * AP52's writes: one small item per session in each student's feed (`SESSIONFEED#<sid>` / `SESSION#<id>`, the
 * course id with it), 25 to a BatchWriteItem. Plain Puts of the same content: writing one again changes nothing,
 * so a fan-out that stops part-way may be run again.
 */
export const putFeedEntries = (entries: readonly Parameters<typeof sessionFeedItem>[0][]) =>
  batchPut(entries.map(sessionFeedItem));

/** AP52: the newest `limit` session ids of a student's feed, newest first by creation (one Query, ids only). */
export async function listFeedSessionIds(studentId: string, limit: number): Promise<string[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': feedPartition.sessions(studentId) },
      ProjectionExpression: 'sessionId',
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((i) => String(i.sessionId));
}

/** AP57 by key: which of these sessions the user joined (their attendance items, one BatchGet per 100). */
export async function joinedSessionIds(sessionIds: readonly string[], userId: string): Promise<Set<string>> {
  const found = await getItems(sessionIds.map((id) => keys.attendance(id, userId)));
  return new Set(sessionIds.filter((_, i) => found[i] !== undefined));
}

/** AP52's second step: the sessions with these ids (one BatchGetItem per 100, consistent); gone ones are left out. */
export async function getSessions(sessionIds: readonly string[]): Promise<SessionRecord[]> {
  const items = await getItems(sessionIds.map(sessionKey));
  return items.flatMap((item) => (item ? [toSessionRecord(item)] : []));
}

/** AP59: one session (GetItem, consistent); undefined when there is none. */
export async function getSession(sessionId: string): Promise<SessionRecord | undefined> {
  const item = await getOne(sessionKey(sessionId));
  return item ? toSessionRecord(item) : undefined;
}

/** Several items by key, answered in the order asked (lib/db.ts). */
export { getItems };

/**
 * AP51: a course's sessions by start time, ascending: the latest `limit` by start (one Query, descending, then
 * reversed), so every upcoming one is there unless a course has more than `limit` ahead.
 */
export async function listCourseSessions(courseId: string, limit: number): Promise<SessionRecord[]> {
  const partition = indexPartition.sessionsByCourse(courseId);
  const Items = await queryNewest(partition, limit);
  return Items.map(toSessionRecord).reverse();
}

/** AP52: an instructor's sessions across their courses, the latest `limit` by start, ascending (one Query). */
export async function listInstructorSessions(instructorId: string, limit: number): Promise<SessionRecord[]> {
  const partition = indexPartition.sessionsByInstructor(instructorId);
  const Items = await queryNewest(partition, limit);
  return Items.map(toSessionRecord).reverse();
}

/**
 * AP53: an instructor's sessions starting at or after `from`, ascending, filtered to scheduled or live, at most
 * `limit` (one Query; the filter reads at most 50 items or `limit * 4`).
 */
export async function listInstructorSessionsFrom(
  instructorId: string,
  from: string,
  limit: number,
): Promise<SessionRecord[]> {
  const partition = indexPartition.sessionsByInstructor(instructorId);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk AND ${partition.skAttribute} >= :from`,
      FilterExpression: '#status IN (:scheduled, :live)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': partition.pk,
        ':from': isoUtc(from),
        ':scheduled': 'scheduled',
        ':live': 'live',
      },
      Limit: Math.max(50, limit * 4),
    }),
  );
  return Items.map(toSessionRecord);
}

/**
 * W15: changes a session's fields, only from the status and start time that were read (undefined: it changed
 * meanwhile, or is gone). A new start moves the three sort keys (GSI3 only while scheduled) and re-arms the
 * reminder (REMOVE reminderSentFor, reminderCursor). `withWrites` join it in one transaction (a reschedule's
 * fan-out job).
 */
export async function updateSessionFields(
  read: SessionRecord,
  changes: Partial<Pick<SessionRecord, 'title' | 'description' | 'scheduledAt' | 'duration' | 'meetingLink'>>,
  now: string,
  withWrites: readonly object[] = [],
): Promise<SessionRecord | undefined> {
  const names: Record<string, string> = { '#status': 'status', '#scheduledAt': 'scheduledAt' };
  const values: Record<string, unknown> = {
    ':status': read.status,
    ':was': read.scheduledAt,
    ':now': now,
  };
  const sets = ['updatedAt = :now'];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || field === 'scheduledAt') continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  if (changes.scheduledAt !== undefined && changes.scheduledAt !== read.scheduledAt) {
    const at = changes.scheduledAt;
    values[':at'] = at;
    sets.push('#scheduledAt = :at');
    values[':g1'] = indexKeys.sessionsByCourse(read.courseId, at, read.id).GSI1SK;
    values[':g2'] = indexKeys.sessionsByInstructor(read.instructorId, at, read.id).GSI2SK;
    sets.push('GSI1SK = :g1', 'GSI2SK = :g2');
    if (read.status === 'scheduled') {
      const day = indexKeys.sessionsByDay(at, read.id);
      values[':g3pk'] = day.GSI3PK;
      values[':g3sk'] = day.GSI3SK;
      sets.push('GSI3PK = :g3pk', 'GSI3SK = :g3sk');
    }
    removes.push('reminderSentFor', 'reminderCursor', 'dayReminderSentFor', 'dayReminderCursor');
  }
  return updateSession(
    read.id,
    {
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(PK) AND #status = :status AND #scheduledAt = :was',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
    withWrites,
  );
}

type SessionUpdate = {
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

/**
 * One conditioned Update of a session, answering it as stored (undefined: the condition failed). With writes of
 * another feature (a change's fan-out job), the Update and they are one transaction, then the session is read
 * back (AP59, consistent), since a transaction answers no item.
 */
async function updateSession(
  sessionId: string,
  expression: SessionUpdate,
  withWrites: readonly object[],
): Promise<SessionRecord | undefined> {
  const update = { TableName: tableName(), Key: sessionKey(sessionId), ...expression };
  try {
    if (withWrites.length === 0) {
      const { Attributes } = await db().send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
      return Attributes ? toSessionRecord(Attributes) : undefined;
    }
    await transact([{ Update: update }, ...(withWrites as never[])]);
    return await getSession(sessionId);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** One conditioned Update of a session that answers nothing but whether its condition held (W17's progress). */
const sessionUpdated = (sessionId: string, expression: SessionUpdate) =>
  conditionHeld(
    db().send(new UpdateCommand({ TableName: tableName(), Key: sessionKey(sessionId), ...expression })),
  );

/**
 * W15: a status change, only from the status that was read (undefined: it changed meanwhile). Leaving
 * `scheduled` REMOVEs the GSI3 keys, so the reminder never sees it again. `withWrites` join it in one
 * transaction (a cancellation's fan-out job).
 */
export async function setSessionStatus(
  read: SessionRecord,
  status: SessionStatus,
  now: string,
  withWrites: readonly object[] = [],
): Promise<SessionRecord | undefined> {
  const leaving = read.status === 'scheduled' && status !== 'scheduled';
  return updateSession(
    read.id,
    {
      UpdateExpression: `SET #status = :to, updatedAt = :now${leaving ? ' REMOVE GSI3PK, GSI3SK' : ''}`,
      ConditionExpression: 'attribute_exists(PK) AND #status = :from',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': status, ':from': read.status, ':now': now },
    },
    withWrites,
  );
}

/**
 * Deletes a session, with its id from the course's session-id set in the same transaction, and (best effort,
 * bounded pages) its attendance items. Attendance copies on enrolments stay
 * (a joined id of a session that no longer exists is never shown).
 */
export async function deleteSession(session: Pick<SessionRecord, 'id' | 'courseId'>): Promise<boolean> {
  const sessionId = session.id;
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: sessionKey(sessionId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      courseSessionIdsWrite(session.courseId, sessionId, 'DELETE'),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  let startKey: Record<string, unknown> | undefined;
  let pages = 0;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': sessionKey(sessionId).PK },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: startKey,
        Limit: 100,
      }),
    );
    await Promise.all(
      (page.Items ?? []).map((k) =>
        db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: k.PK, SK: k.SK } })),
      ),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey && ++pages < 100);
  return true;
}

/**
 * W16: a student's join: the attendance item (never twice), the session's count (only while scheduled or live)
 * and the enrolment write the enrolments service gives (the student still enrolled; it records the join).
 * Cancellation reasons: index 0 joined already, 1 the session ended/cancelled/gone, 2 not enrolled.
 */
export function joinWrites(sessionId: string, userId: string, at: string, enrollmentWrite: object) {
  return [
    putNew({
      ...keys.attendance(sessionId, userId),
      // Issue 41: on the person's attendance index, for their data export.
      ...indexKeys.attendanceByPerson(userId, at, sessionId),
      entity: 'attendance',
      sessionId,
      userId,
      joinedAt: at,
    }),
    {
      Update: {
        TableName: tableName(),
        Key: sessionKey(sessionId),
        UpdateExpression: 'ADD attendeeCount :one',
        ConditionExpression: 'attribute_exists(PK) AND #status IN (:scheduled, :live)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':scheduled': 'scheduled', ':live': 'live' },
      },
    },
    enrollmentWrite,
  ];
}

/** Runs the writes as one transaction (lib/db.ts). */
export { transact };

/** AP58: scheduled sessions starting in [from, to], across all courses (one query per UTC day touched). */
export async function listSessionsStartingBetween(from: Date, to: Date): Promise<SessionRecord[]> {
  const sessions: SessionRecord[] = [];
  for (const day of dayBuckets(from, to)) {
    const partition = indexPartition.sessionsByDay(day);
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: partition.indexName,
          KeyConditionExpression: `${partition.pkAttribute} = :pk AND ${partition.skAttribute} BETWEEN :from AND :to`,
          ExpressionAttributeValues: { ':pk': partition.pk, ':from': isoUtc(from), ':to': `${isoUtc(to)}~` },
          ExclusiveStartKey: startKey,
        }),
      );
      sessions.push(...(page.Items ?? []).map(toSessionRecord));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return sessions.filter((s) => s.status === 'scheduled');
}

/**
 * W17 progress: saves the enrolment page a reminder run got to, for this start time, only while the session is
 * still scheduled at that time (false: rescheduled, cancelled or gone: stop).
 */
export async function saveReminderCursor(
  sessionId: string,
  at: string,
  cursor: string,
  kind: ReminderKind = 'hour',
): Promise<boolean> {
  return sessionUpdated(sessionId, {
    UpdateExpression: 'SET #cursor = :cursor',
    ConditionExpression: 'attribute_exists(PK) AND #status = :scheduled AND scheduledAt = :at',
    ExpressionAttributeNames: { '#status': 'status', '#cursor': reminderFields[kind].cursor },
    ExpressionAttributeValues: { ':cursor': { at, cursor }, ':scheduled': 'scheduled', ':at': at },
  });
}

/** Records that the reminder for this start time went out (all pages); false if another run already did. */
export async function markReminderSent(
  sessionId: string,
  scheduledAt: string,
  kind: ReminderKind = 'hour',
): Promise<boolean> {
  return sessionUpdated(sessionId, {
    UpdateExpression: 'SET #sent = :at REMOVE #cursor',
    ConditionExpression:
      'attribute_exists(PK) AND scheduledAt = :at AND (attribute_not_exists(#sent) OR #sent <> :at)',
    ExpressionAttributeNames: {
      '#sent': reminderFields[kind].sentFor,
      '#cursor': reminderFields[kind].cursor,
    },
    ExpressionAttributeValues: { ':at': scheduledAt },
  });
}

/** AP113: every attendance of one person (GSI1 `USER#<sub>#ATTENDED`, one bounded Query). */
export async function listPersonAttendance(
  userId: string,
): Promise<{ sessionId: string; joinedAt: string }[]> {
  const partition = indexPartition.attendanceByPerson(userId);
  const { items } = await queryAll<{ sessionId: string; joinedAt: string }>(
    {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ProjectionExpression: 'sessionId, joinedAt',
    },
    { maxItems: 20_000 },
  );
  return items;
}
