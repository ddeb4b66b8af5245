import { createHash } from 'node:crypto';
import { ORIGIN_HEADER } from '@academy/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { localOriginSecret } from '../../infra/local/secrets';
import { api, enrol, newInstructor, newStudent, type Session, type Student, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { countRequests, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const db = testDb();

interface Feed {
  url: string | null;
  createdAt: string | null;
}

const FEED_URL = /^https?:\/\/[^/]+\/api\/calendar\/([A-Za-z0-9_-]{43})$/;

let admin: Session;
let instructor: Session;

async function schedule(courseId: string, body: Record<string, unknown>) {
  const res = await api(`/api/live-sessions/course/${courseId}`, {
    method: 'POST',
    token: instructor.token,
    body: { meetingLink: 'https://meet.example.com/abc-defg-hij', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.session as { id: string; title: string };
}

const feedOf = (token: string) => api<Feed>('/api/calendar/feed', { token });
const createFeed = (token: string) => api<Feed>('/api/calendar/feed', { method: 'POST', token });
const revokeFeed = (token: string) => api<Feed>('/api/calendar/feed', { method: 'DELETE', token });

/** The feed address as a calendar app fetches it: no sign-in, the token in the path is all. */
const fetchFeed = (url: string) => api<string>(new URL(url).pathname);

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

beforeAll(async () => {
  admin = await signIn('admin@demo.academy');
  instructor = await newInstructor(admin.token, 'Kavya Menon');
});

describe('calendar feed: what it lists', () => {
  let courseId: string;
  let otherCourseId: string;
  let student: Student;
  let first: { id: string };
  let second: { id: string };
  let elsewhere: { id: string };

  beforeAll(async () => {
    const [course, otherCourse] = await Promise.all([
      storedCourse({ instructorId: instructor.user.id, title: 'Calendar Course' }),
      storedCourse({ instructorId: instructor.user.id, title: 'Another Course' }),
    ]);
    courseId = course.id;
    otherCourseId = otherCourse.id;
    student = await newStudent('Ishaan Rao');
    await enrol(student.token, courseId);
    // 15:00 in India is 09:30 UTC.
    first = await schedule(courseId, {
      title: 'Closures; scope, and \\ more',
      description: 'Bring questions.\nWe pair up.',
      scheduledAt: '2030-11-25T15:00:00+05:30',
      duration: 90,
    });
    second = await schedule(courseId, { title: 'Async', scheduledAt: '2030-11-26T04:00:00Z', duration: 45 });
    elsewhere = await schedule(otherCourseId, { title: 'Not yours', scheduledAt: '2030-11-25T10:00:00Z' });
  });

  it('lists exactly the sessions of the student’s courses, with UTC times, to anyone holding the address', async () => {
    // Arrange
    const created = await createFeed(student.token);
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(FEED_URL);

    // Act: no bearer token, as a calendar app asks.
    const res = await fetchFeed(created.body.url!);

    // Assert
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const { calendar, events } = parseCalendar(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Academy live sessions');
    expect(events.map((e) => e.uid).sort()).toEqual([`${first.id}@academy`, `${second.id}@academy`].sort());
    expect(events.map((e) => e.uid)).not.toContain(`${elsewhere.id}@academy`);
    const closures = events.find((e) => e.uid === `${first.id}@academy`)!;
    expect(closures.startDate.zone.tzid).toBe('UTC');
    expect(closures.startDate.toJSDate().toISOString()).toBe('2030-11-25T09:30:00.000Z');
    expect(closures.endDate.toJSDate().toISOString()).toBe('2030-11-25T11:00:00.000Z');
    expect(closures.summary).toBe('Closures; scope, and \\ more (Calendar Course)');
    expect(closures.description).toBe(
      'Bring questions.\nWe pair up.\n\nJoin: https://meet.example.com/abc-defg-hij',
    );
    expect(closures.location).toBe('https://meet.example.com/abc-defg-hij');
    expect(res.body).toContain('DTSTART:20301125T093000Z\r\n');
  });

  it('follows the sessions: a cancelled one is CANCELLED, a new enrolment’s sessions appear', async () => {
    // Arrange
    const { body } = await createFeed(student.token);
    const cancel = await api(`/api/live-sessions/${second.id}/status`, {
      method: 'PUT',
      token: instructor.token,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    await enrol(student.token, otherCourseId);

    // Act
    const { events } = parseCalendar((await fetchFeed(body.url!)).body);

    // Assert
    expect(events.map((e) => e.uid)).toContain(`${elsewhere.id}@academy`);
    const cancelled = events.find((e) => e.uid === `${second.id}@academy`)!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('answers the address with a .ics ending too', async () => {
    const { body } = await createFeed(student.token);

    const res = await fetchFeed(`${body.url}.ics`);

    expect(res.status).toBe(200);
    expect(res.body).toContain('BEGIN:VCALENDAR\r\n');
  });
});

describe('calendar feed: the address', () => {
  it('is none until created, then the same one on every read', async () => {
    const student = await newStudent('Neha Das');

    const before = await feedOf(student.token);
    const created = await createFeed(student.token);
    const after = await feedOf(student.token);

    expect(before.status).toBe(200);
    expect(before.body).toEqual({ url: null, createdAt: null });
    expect(after.body).toEqual(created.body);
    expect(Date.parse(created.body.createdAt!)).not.toBeNaN();
  });

  it('an empty calendar for a student in no course', async () => {
    const student = await newStudent('New Person');
    const { body } = await createFeed(student.token);

    const res = await fetchFeed(body.url!);

    expect(res.status).toBe(200);
    expect(parseCalendar(res.body).events).toEqual([]);
  });

  it('replacing gives a new address and the old one answers 404 at once', async () => {
    // Arrange
    const student = await newStudent('Rohan Gupta');
    const old = (await createFeed(student.token)).body.url!;

    // Act
    const replaced = await createFeed(student.token);

    // Assert
    expect(replaced.body.url).toMatch(FEED_URL);
    expect(replaced.body.url).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Calendar feed not found' });
    expect((await fetchFeed(replaced.body.url!)).status).toBe(200);
    expect((await feedOf(student.token)).body.url).toBe(replaced.body.url);
  });

  it('stopping makes the address answer 404, and stopping again is fine', async () => {
    // Arrange
    const student = await newStudent('Sara Khan');
    const url = (await createFeed(student.token)).body.url!;

    // Act
    const stopped = await revokeFeed(student.token);
    const again = await revokeFeed(student.token);

    // Assert
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ url: null, createdAt: null });
    expect(again.body).toEqual({ url: null, createdAt: null });
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await feedOf(student.token)).body).toEqual({ url: null, createdAt: null });
  });

  it('answers 404 to an address no one holds, of any shape', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}`,
      '/api/calendar/not-a-token',
      `/api/calendar/${'x'.repeat(200)}`,
    ]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'Calendar feed not found' });
    }
  });

  it('keeps only the token’s hash where the address is looked up; the token only on the owner’s item', async () => {
    const student = await newStudent('Dev Patel');
    const token = FEED_URL.exec((await createFeed(student.token)).body.url!)![1]!;
    const hash = createHash('sha256').update(token).digest('hex');

    const [lookup, owner] = await Promise.all([
      db.send(new GetCommand({ TableName: 'academy', Key: { PK: `CALFEED#${hash}`, SK: 'FEED' } })),
      db.send(
        new GetCommand({ TableName: 'academy', Key: { PK: `USER#${student.user.id}`, SK: 'CALFEED' } }),
      ),
    ]);

    expect(lookup.Item).toMatchObject({ userId: student.user.id });
    expect(JSON.stringify(lookup.Item)).not.toContain(token);
    expect(owner.Item).toMatchObject({ token, tokenHash: hash });
  });
});

describe('calendar feed: whose it is', () => {
  let alice: Student;
  let bob: Student;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([newStudent('Alice Varghese'), newStudent('Bob Thomas')]);
  });

  it('another student neither sees, replaces nor stops someone’s address: the routes are the caller’s own', async () => {
    // Arrange
    const aliceUrl = (await createFeed(alice.token)).body.url!;

    // Act
    const bobSees = await feedOf(bob.token);
    const bobCreates = await createFeed(bob.token);
    const bobStops = await revokeFeed(bob.token);

    // Assert
    expect(bobSees.body).toEqual({ url: null, createdAt: null });
    expect(bobCreates.body.url).not.toBe(aliceUrl);
    expect(bobStops.body).toEqual({ url: null, createdAt: null });
    expect((await feedOf(alice.token)).body.url).toBe(aliceUrl);
    expect((await fetchFeed(aliceUrl)).status).toBe(200);
    expect((await fetchFeed(bobCreates.body.url!)).status).toBe(404);
  });

  it('is for students: anonymous callers get 401, an instructor or admin 403', async () => {
    for (const call of [feedOf, createFeed, revokeFeed]) {
      expect((await call('')).status).toBe(401);
      expect((await call(instructor.token)).status).toBe(403);
      expect((await call(admin.token)).status).toBe(403);
    }
  });
});

describe('calendar feed: a deactivated owner (issue 33, hole 1)', () => {
  let courseId: string;

  const setActive = async (userId: string, isActive: boolean) => {
    const res = await api(`/api/users/${userId}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { isActive },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Feed Owner Course' })).id;
    await schedule(courseId, { title: 'Before deactivation', scheduledAt: '2030-12-01T09:00:00Z' });
  });

  it('stops at once when an admin deactivates the owner: the same 404 as an unknown address, sessions added later included', async () => {
    // Arrange
    const student = await newStudent('Meera Iyer');
    await enrol(student.token, courseId);
    const url = (await createFeed(student.token)).body.url!;
    expect((await fetchFeed(url)).status).toBe(200);

    // Act
    await setActive(student.user.id, false);
    await schedule(courseId, { title: 'After deactivation', scheduledAt: '2030-12-02T09:00:00Z' });
    const res = await fetchFeed(url);

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Calendar feed not found' });
  });

  it('reactivation does not revive the old address; the student makes a new one', async () => {
    // Arrange
    const student = await newStudent('Kabir Sethi');
    await enrol(student.token, courseId);
    const old = (await createFeed(student.token)).body.url!;
    await setActive(student.user.id, false);

    // Act
    await setActive(student.user.id, true);
    const oldAfter = await fetchFeed(old);
    const signedIn = await signIn(student.email);
    const shown = await feedOf(signedIn.token);
    const created = await createFeed(signedIn.token);

    // Assert
    expect(oldAfter.status).toBe(404);
    expect(shown.body).toEqual({ url: null, createdAt: null });
    expect(created.body.url).toMatch(FEED_URL);
    expect(created.body.url).not.toBe(old);
    const fresh = await fetchFeed(created.body.url!);
    expect(fresh.status).toBe(200);
    expect(parseCalendar(fresh.body).events.map((e) => e.summary)).toContain(
      'Before deactivation (Feed Owner Course)',
    );
  });

  it('costs one GetItem more than before: the lookup, then the owner’s flag (read beside the sessions) and the sessions’ three requests', async () => {
    // Arrange
    const student = await newStudent('Zoya Ahmed');
    await enrol(student.token, courseId);
    const token = FEED_URL.exec((await createFeed(student.token)).body.url!)![1]!;
    const { handler } = await import('../../functions/src/live-sessions/calendar/calendar-feed');
    const event = {
      version: '2.0',
      rawPath: `/api/calendar/${token}`,
      rawQueryString: '',
      // As CloudFront forwards it (functions/src/lib/origin.ts).
      headers: { [ORIGIN_HEADER]: localOriginSecret() },
      requestContext: { requestId: 'calendar-cost', http: { method: 'GET' } },
      pathParameters: { token },
      isBase64Encoded: false,
    };

    // Act
    const { result, ops } = await countRequests(() => handler(event as never));

    // Assert
    expect((result as { statusCode: number }).statusCode).toBe(200);
    expect(ops.sort()).toEqual(['BatchGetItem', 'BatchGetItem', 'GetItem', 'GetItem', 'Query']);
  });

  it('answers 404 for an owner marked inactive even where the feed’s items were left behind', async () => {
    // Arrange: the user item says inactive, the feed's two items are still there (a deactivation stored before
    // this check existed, or one whose revoke failed part-way).
    const student = await newStudent('Tara Nair');
    await enrol(student.token, courseId);
    const url = (await createFeed(student.token)).body.url!;
    await db.send(
      new UpdateCommand({
        TableName: 'academy',
        Key: { PK: `USER#${student.user.id}`, SK: 'PROFILE' },
        UpdateExpression: 'SET isActive = :no',
        ExpressionAttributeValues: { ':no': false },
      }),
    );

    // Act
    const res = await fetchFeed(url);

    // Assert
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Calendar feed not found' });
  });
});
