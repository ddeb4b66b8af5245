import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { istClock } from '../../functions/src/live-sessions/model';
import { testDb, useLocalStackEnv } from '../support/db';
import { indexKeys, keys, skPrefix } from '../support/table-keys';

useLocalStackEnv();
const db = testDb();
const TABLE = 'academy';
type Handler = (
  event: { time: string },
  context?: { getRemainingTimeInMillis: () => number },
) => Promise<{ sessions: number; reminded: number; notified: number; stoppedEarly: boolean }>;
let runReminders: Handler;

const minutes = (n: number, from = Date.now()) => new Date(from + n * 60_000).toISOString();

async function putSession(courseId: string, scheduledAt: string, status = 'scheduled') {
  const id = `sess${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await db.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.liveSession(id),
        ...(status === 'scheduled' ? indexKeys.sessionsByDay(scheduledAt, id) : {}),
        entity: 'liveSession',
        id,
        courseId,
        course: { title: 'React in Depth' },
        title: 'Hooks Q&A',
        scheduledAt,
        status,
      },
    }),
  );
  return id;
}

async function enrol(courseId: string) {
  const studentId = `stu${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await db.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.enrollment(studentId, courseId),
        ...indexKeys.enrollmentsByCourse(courseId, new Date().toISOString(), studentId),
        entity: 'enrollment',
        studentId,
        courseId,
      },
    }),
  );
  return studentId;
}

async function notificationsOf(userId: string) {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':sk': skPrefix.notifications },
    }),
  );
  const { Item: counter } = await db.send(
    new GetCommand({ TableName: TABLE, Key: keys.notificationCounter(userId) }),
  );
  return { items: Items, counter };
}

describe('live-session reminders (scheduled function)', () => {
  beforeAll(async () => {
    ({ handler: runReminders } = (await import('../../functions/src/live-sessions/send-reminders')) as {
      handler: Handler;
    });
  });

  it('notifies each enrolled student once for a session within the hour, and never twice', async () => {
    const courseId = `course${randomUUID().slice(0, 8)}`;
    const [a, b] = [await enrol(courseId), await enrol(courseId)];
    const soonAt = minutes(30);
    const soon = await putSession(courseId, soonAt);
    await putSession(courseId, minutes(120));
    await putSession(courseId, minutes(20), 'cancelled');

    await runReminders({ time: new Date().toISOString() });
    for (const student of [a, b]) {
      const { items, counter } = await notificationsOf(student);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        type: 'live-session',
        read: false,
        // Its course, as every live-session notification's (the bell and the mail open its live sessions).
        sourceId: courseId,
        title: 'Live session starting soon',
      });
      // The one due: not the later one, nor the cancelled one (both of the same course and title).
      expect(items[0]!.message).toBe(`Hooks Q&A (React in Depth) starts at ${istClock(soonAt)} IST.`);
      expect(counter).toMatchObject({ total: 1, 'live-session': 1 });
    }

    // A rerun, and a run whose reminder mark was lost after the notifications went out, send nothing new.
    await runReminders({ time: new Date().toISOString() });
    await db.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.liveSession(soon),
        UpdateExpression: 'REMOVE reminderSentFor',
      }),
    );
    await runReminders({ time: new Date().toISOString() });
    expect((await notificationsOf(a)).items).toHaveLength(1);
    expect((await notificationsOf(a)).counter?.total).toBe(1);
  });

  it('reminds again when a session is rescheduled', async () => {
    const courseId = `course${randomUUID().slice(0, 8)}`;
    const student = await enrol(courseId);
    const first = minutes(10);
    const id = await putSession(courseId, first);
    await runReminders({ time: new Date().toISOString() });
    const moved = minutes(45);
    await db.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.liveSession(id),
        UpdateExpression: 'SET scheduledAt = :at, GSI3PK = :pk, GSI3SK = :sk',
        ExpressionAttributeValues: {
          ':at': moved,
          ':pk': indexKeys.sessionsByDay(moved, id).GSI3PK,
          ':sk': indexKeys.sessionsByDay(moved, id).GSI3SK,
        },
      }),
    );
    await runReminders({ time: new Date().toISOString() });
    expect((await notificationsOf(student)).items).toHaveLength(2);
  });

  it('ignores a saved reminder cursor of an earlier start time, and runs within the Lambda context budget', async () => {
    const courseId = `course${randomUUID().slice(0, 8)}`;
    const students = [await enrol(courseId), await enrol(courseId), await enrol(courseId)];
    const id = await putSession(courseId, minutes(35));
    // A cursor saved for another start (the session was moved since): it must not skip anyone now.
    await db.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.liveSession(id),
        UpdateExpression: 'SET reminderCursor = :c',
        ExpressionAttributeValues: { ':c': { at: minutes(-600), cursor: 'not-a-cursor-for-this-start' } },
      }),
    );
    const result = await runReminders(
      { time: new Date().toISOString() },
      { getRemainingTimeInMillis: () => 60_000 },
    );
    expect(result.stoppedEarly).toBe(false);
    for (const student of students) {
      const { items } = await notificationsOf(student);
      expect(items.map((n) => n.sourceId)).toEqual([courseId]);
    }
    const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: keys.liveSession(id) }));
    expect(Item?.reminderCursor).toBeUndefined();
    expect(Item?.reminderSentFor).toBe(Item?.scheduledAt);
  });
});
