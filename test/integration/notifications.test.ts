import { notificationTypes } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { localRazorpay } from '../../infra/local/razorpay';
import { api, newInstructor, newStudent, type Session, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';
import { placeOrder, sign, verifyPayment } from '../support/payments';

useLocalStackEnv();
const { notify } = await import('../../functions/src/notifications/service');
const { derivedId } = await import('../../functions/src/lib/keys');

type NotificationType = (typeof notificationTypes)[number];
interface Listed {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  sourceId?: string;
}

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A notification for `userId`, `secondsAgo` old, with an id derived from the test's own seed. */
function makeNotification(
  userId: string,
  seed: string,
  overrides: { type?: NotificationType; at?: number } = {},
) {
  const createdAt = new Date(overrides.at ?? Date.now()).toISOString();
  return {
    id: derivedId(createdAt, `notifications-test#${userId}#${seed}`),
    userId,
    type: overrides.type ?? 'chat',
    title: `Notice ${seed}`,
    message: `Message ${seed}`,
    sourceId: `SRC${seed.replace(/\W/g, '')}`,
    createdAt,
  };
}

/** `count` notifications one second apart, oldest first, all stored; their ids, oldest first. */
async function notifyMany(
  userId: string,
  count: number,
  type: (i: number) => NotificationType = () => 'chat',
) {
  const start = Date.now() - count * 1000;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = makeNotification(userId, `many${i}`, { type: type(i), at: start + i * 1000 });
    expect(await notify(n)).toBe(true);
    ids.push(n.id);
  }
  return ids;
}

const unreadCount = async (token: string) => {
  const res = await api('/api/notifications/unread-count', { token });
  expect(res.status).toBe(200);
  return res.body as { total: number; byType: Record<NotificationType, number> };
};

/** Every notification of the caller, following the cursor (pages of 50). */
async function listAll(token: string, filter: 'all' | 'unread' = 'all'): Promise<Listed[]> {
  const all: Listed[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `filter=${filter}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await api(`/api/notifications?${query}`, { token });
    expect(res.status).toBe(200);
    all.push(...res.body.notifications);
    cursor = res.body.nextCursor;
  } while (cursor);
  return all;
}

const zeroByType = () =>
  Object.fromEntries(notificationTypes.map((t) => [t, 0])) as Record<NotificationType, number>;

describe('notification ownership', () => {
  it('answers 404 for another user’s notification and changes nothing of the owner’s', async () => {
    // Arrange: the owner has one unread notification.
    const [owner, other] = await Promise.all([newStudent('Owner'), newStudent('Other')]);
    const n = makeNotification(owner.user.id, 'owned', { type: 'support' });
    expect(await notify(n)).toBe(true);

    // Act: the other student tries to mark it read, and to mark all theirs read.
    const res = await api(`/api/notifications/${n.id}/read`, { method: 'PUT', token: other.token });
    const all = await api('/api/notifications/read-all', { method: 'PUT', token: other.token });

    // Assert: not found; the owner's notification and counters are as they were.
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Notification not found' });
    expect(all.status).toBe(200);
    expect(all.body.marked).toBe(0);
    const ownerList = await listAll(owner.token);
    expect(ownerList).toEqual([expect.objectContaining({ id: n.id, read: false, sourceId: n.sourceId })]);
    expect(await unreadCount(owner.token)).toEqual({ total: 1, byType: { ...zeroByType(), support: 1 } });
    expect(await listAll(other.token)).toEqual([]);
    expect(await unreadCount(other.token)).toEqual({ total: 0, byType: zeroByType() });
  });

  it('lets the owner mark it read once; marking it again answers 200 and counts nothing', async () => {
    const owner = await newStudent('Marker');
    const [a, b] = [
      makeNotification(owner.user.id, 'a', { type: 'forum', at: Date.now() - 2000 }),
      makeNotification(owner.user.id, 'b', { type: 'forum', at: Date.now() - 1000 }),
    ];
    await notify(a);
    await notify(b);

    const first = await api(`/api/notifications/${a.id}/read`, { method: 'PUT', token: owner.token });
    const again = await api(`/api/notifications/${a.id}/read`, { method: 'PUT', token: owner.token });

    expect(first.status).toBe(200);
    expect(first.body.notification).toMatchObject({ id: a.id, _id: a.id, read: true, type: 'forum' });
    expect(first.body.unread).toEqual({ total: 1, byType: { ...zeroByType(), forum: 1 } });
    expect(again.status).toBe(200);
    expect(again.body.notification).toMatchObject({ id: a.id, read: true });
    expect(again.body.unread).toEqual({ total: 1, byType: { ...zeroByType(), forum: 1 } });
    expect((await listAll(owner.token)).map((n) => [n.id, n.read])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);
  });

  it('refuses anonymous callers with 401', async () => {
    const owner = await newStudent();
    const n = makeNotification(owner.user.id, 'anon');
    await notify(n);
    expect((await api('/api/notifications')).status).toBe(401);
    expect((await api('/api/notifications/unread-count')).status).toBe(401);
    expect((await api('/api/notifications/read-all', { method: 'PUT' })).status).toBe(401);
    expect((await api(`/api/notifications/${n.id}/read`, { method: 'PUT' })).status).toBe(401);
    expect(await unreadCount(owner.token)).toMatchObject({ total: 1 });
  });
});

describe('listing notifications', () => {
  it('lists newest first in pages that follow the cursor to the end', async () => {
    const user = await newStudent();
    const ids = await notifyMany(user.user.id, 7);
    const newestFirst = [...ids].reverse();

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/notifications?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await api(path, { token: user.token });
      expect(res.status).toBe(200);
      pages.push(res.body.notifications.map((n: Listed) => n.id));
      cursor = res.body.nextCursor;
    } while (cursor && pages.length < 10);

    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(newestFirst);
    const first = await api('/api/notifications?limit=2', { token: user.token });
    expect(first.body.notifications[0]).toMatchObject({
      id: newestFirst[0],
      _id: newestFirst[0],
      type: 'chat',
      title: 'Notice many6',
      message: 'Message many6',
      read: false,
      sourceId: 'SRCmany6',
    });
  });

  it('refuses a forged cursor with 400', async () => {
    const [user, other] = await Promise.all([newStudent(), newStudent()]);
    await notifyMany(other.user.id, 2);
    const otherPartition = cursorOf({ PK: `USER#${other.user.id}`, SK: 'NOTIF#0' });
    const extraAttribute = cursorOf({ PK: `USER#${user.user.id}`, SK: 'NOTIF#0', admin: 'yes' });
    const unreadIndexOfOther = cursorOf({
      PK: `USER#${other.user.id}`,
      SK: 'NOTIF#0',
      GSI1PK: `USER#${other.user.id}#UNREAD`,
      GSI1SK: '0',
    });
    for (const [filter, cursor] of [
      ['all', 'not-a-cursor'],
      ['all', otherPartition],
      ['all', extraAttribute],
      ['unread', unreadIndexOfOther],
      ['unread', otherPartition],
    ]) {
      const res = await api(`/api/notifications?filter=${filter}&cursor=${cursor}`, { token: user.token });
      expect(res.status, `${filter} ${cursor}`).toBe(400);
    }
    expect((await api('/api/notifications?limit=51', { token: user.token })).status).toBe(400);
  });

  it('filters the unread, newest first, in pages of their own', async () => {
    const user = await newStudent();
    const ids = await notifyMany(user.user.id, 5);
    for (const id of [ids[1], ids[3]]) {
      expect((await api(`/api/notifications/${id}/read`, { method: 'PUT', token: user.token })).status).toBe(
        200,
      );
    }

    const page = await api('/api/notifications?filter=unread&limit=2', { token: user.token });
    const unread = await listAll(user.token, 'unread');
    const all = await listAll(user.token, 'all');

    expect(page.body.notifications.map((n: Listed) => n.id)).toEqual([ids[4], ids[2]]);
    expect(page.body.nextCursor).toEqual(expect.any(String));
    expect(unread.map((n) => n.id)).toEqual([ids[4], ids[2], ids[0]]);
    expect(unread.every((n) => n.read === false)).toBe(true);
    expect(all.map((n) => [n.id, n.read])).toEqual([
      [ids[4], false],
      [ids[3], true],
      [ids[2], false],
      [ids[1], true],
      [ids[0], false],
    ]);
    expect(await unreadCount(user.token)).toMatchObject({ total: 3 });
  });
});

describe('unread counts', () => {
  it('stores and counts one notification when notify() is called twice with the same id', async () => {
    const user = await newStudent();
    const n = makeNotification(user.user.id, 'twice', { type: 'assignment' });

    const first = await notify(n);
    const second = await notify({ ...n, title: 'Changed title' });

    expect([first, second]).toEqual([true, false]);
    const listed = await listAll(user.token);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: n.id, title: n.title });
    expect(await unreadCount(user.token)).toEqual({ total: 1, byType: { ...zeroByType(), assignment: 1 } });
  });

  it('stays exact through 50 concurrent notifications and concurrent mark-alls started in the middle', async () => {
    // Arrange: 50 notifications of three types, each written after a random delay of up to 400 ms.
    const user = await newStudent('Busy Learner');
    const types: NotificationType[] = ['chat', 'support', 'live-session'];
    const start = Date.now();
    const all = Array.from({ length: 50 }, (_, i) =>
      makeNotification(user.user.id, `burst${i}`, { type: types[i % 3], at: start + i }),
    );
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    // Act: the writes, and three mark-alls while they are under way (two at once, racing for the same items).
    const writes = Promise.all(
      all.map(async (n) => {
        await pause(Math.random() * 800);
        return notify(n);
      }),
    );
    const marks = Promise.all(
      [250, 260, 450].map(async (ms) => {
        await pause(ms);
        return api('/api/notifications/read-all', { method: 'PUT', token: user.token });
      }),
    );
    const [stored, [markA, markB, markC]] = await Promise.all([writes, marks]);

    // Assert: every write stored exactly once; each notification was marked by one call or is still unread.
    expect(stored.every(Boolean)).toBe(true);
    expect([markA!.status, markB!.status, markC!.status]).toEqual([200, 200, 200]);
    const listed = await listAll(user.token);
    expect(listed).toHaveLength(50);
    const stillUnread = listed.filter((n) => !n.read);
    expect(markA!.body.marked + markB!.body.marked + markC!.body.marked + stillUnread.length).toBe(50);
    const expected = { ...zeroByType() };
    for (const n of stillUnread) expected[n.type]++;
    expect(await unreadCount(user.token)).toEqual({ total: stillUnread.length, byType: expected });
    expect((await listAll(user.token, 'unread')).map((n) => n.id).sort()).toEqual(
      stillUnread.map((n) => n.id).sort(),
    );

    // And a last mark-all takes the count to zero.
    const last = await api('/api/notifications/read-all', { method: 'PUT', token: user.token });
    expect(last.body).toEqual({ marked: stillUnread.length, unread: { total: 0, byType: zeroByType() } });
  });

  it('marks only the given type with ?type=', async () => {
    const user = await newStudent();
    const kinds: NotificationType[] = ['chat', 'support', 'chat', 'forum', 'support', 'live-session'];
    const ids = await notifyMany(user.user.id, kinds.length, (i) => kinds[i]!);

    const res = await api('/api/notifications/read-all?type=chat', { method: 'PUT', token: user.token });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      marked: 2,
      unread: { total: 4, byType: { ...zeroByType(), support: 2, forum: 1, 'live-session': 1 } },
    });
    const listed = await listAll(user.token);
    expect(listed.filter((n) => n.read).map((n) => n.id)).toEqual([ids[2], ids[0]]);
    expect(
      (await api('/api/notifications/read-all?type=news', { method: 'PUT', token: user.token })).status,
    ).toBe(400);
  });
});

describe('notifications that enrolments send', () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signIn('admin@demo.academy');
  });

  const enrollmentNotices = async (token: string) =>
    (await listAll(token)).filter((n) => n.type === 'enrollment');

  it('tells the instructor about a free enrolment', async () => {
    const instructor = await newInstructor(admin.token, 'Nisha Kapoor');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Free Git Basics' });
    const student = await newStudent('Kiran Rao');

    const res = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id },
    });
    const again = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id },
    });

    expect(res.status).toBe(201);
    expect(again.status).toBe(200);
    const notices = await enrollmentNotices(instructor.token);
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'New enrolment',
        read: false,
        sourceId: course.id,
        message: expect.stringContaining('Kiran Rao'),
      }),
    ]);
    expect(notices[0]!.message).toContain('Free Git Basics');
    expect(await unreadCount(instructor.token)).toEqual({
      total: 1,
      byType: { ...zeroByType(), enrollment: 1 },
    });
  });

  async function paidSetup(price: number) {
    const instructor = await newInstructor(admin.token, 'Nisha Kapoor');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Paid Kubernetes', price });
    const student = await newStudent('Meghna Pillai');
    const order = await placeOrder(student.token, course.id);
    expect(order.status).toBe(201);
    const orderId = order.body.order.id as string;
    const payment = {
      id: `pay_Notif${Date.now().toString(36)}${price}`,
      order_id: orderId,
      amount: price * 100,
    };
    const verify = () => verifyPayment(student.token, orderId, payment.id, course.id);
    const webhook = (event: string, eventId: string) => {
      const rawBody = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: { entity: { ...payment, entity: 'payment', currency: 'INR', status: 'captured' } },
        },
        created_at: 1,
      });
      return api('/api/payments/webhook', {
        method: 'POST',
        rawBody,
        headers: {
          'x-razorpay-signature': sign(localRazorpay.webhookSecret, rawBody),
          'x-razorpay-event-id': eventId,
        },
      });
    };
    return { instructor, course, student, verify, webhook };
  }

  async function expectNotifiedOnce(
    setup: Awaited<ReturnType<typeof paidSetup>>,
    amountText: string,
  ): Promise<void> {
    const { instructor, student, course } = setup;
    // The student's receipt comes with the tax invoice, issued from the table's stream (issue 39).
    await eventsSettled();
    expect(await enrollmentNotices(instructor.token)).toEqual([
      expect.objectContaining({ title: 'New enrolment', sourceId: course.id, read: false }),
    ]);
    const confirmed = await enrollmentNotices(student.token);
    expect(confirmed).toEqual([
      expect.objectContaining({ title: 'Enrolment confirmed', sourceId: course.id, read: false }),
    ]);
    expect(confirmed[0]!.message).toContain('Paid Kubernetes');
    expect(confirmed[0]!.message).toContain(amountText);
    expect(await unreadCount(instructor.token)).toMatchObject({ total: 1, byType: { enrollment: 1 } });
    expect(await unreadCount(student.token)).toMatchObject({ total: 1, byType: { enrollment: 1 } });
  }

  it('tells the instructor and the student about a paid enrolment once, through verify, replays and the webhook', async () => {
    const setup = await paidSetup(4999);

    const first = await setup.verify();
    const replay = await setup.verify();
    const captured = await setup.webhook('payment.captured', `evt_N${Date.now().toString(36)}a`);
    const paid = await setup.webhook('order.paid', `evt_N${Date.now().toString(36)}b`);

    expect([first.status, replay.status, captured.status, paid.status]).toEqual([200, 200, 200, 200]);
    expect([captured.body.status, paid.body.status]).toEqual(['duplicate', 'duplicate']);
    await expectNotifiedOnce(setup, '₹4,999');
  });

  it('tells the student through the webhook alone when the checkout tab was closed, once even if verify follows', async () => {
    const setup = await paidSetup(12500);
    const eventId = `evt_N${Date.now().toString(36)}c`;

    const [hook, hookAgain] = await Promise.all([
      setup.webhook('payment.captured', eventId),
      setup.webhook('payment.captured', eventId),
    ]);
    await expectNotifiedOnce(setup, '₹12,500');
    const late = await setup.verify();

    expect([hook.status, hookAgain.status, late.status]).toEqual([200, 200, 200]);
    expect([hook.body.status, hookAgain.body.status].sort()).toEqual(['duplicate', 'processed']);
    await expectNotifiedOnce(setup, '₹12,500');
  });
});

describe('demo data', () => {
  it('leaves the demo instructor read and unread enrolment notifications, and the demo student a confirmation', async () => {
    const [instructor, student] = await Promise.all([
      signIn('instructor@demo.academy'),
      signIn('student@demo.academy'),
    ]);

    // Other test files enrol students in the demo instructor's courses too: only the seeded student's count here.
    const fromDemoStudent = (await listAll(instructor.token)).filter(
      (n) => n.type === 'enrollment' && n.message.startsWith('Ananya Gupta enrolled in'),
    );
    const studentNotices = await listAll(student.token);

    expect(fromDemoStudent.filter((n) => n.read).length).toBeGreaterThanOrEqual(1);
    expect(fromDemoStudent.filter((n) => !n.read).length).toBeGreaterThanOrEqual(1);
    expect((await unreadCount(instructor.token)).byType.enrollment).toBeGreaterThanOrEqual(1);
    expect(studentNotices).toContainEqual(
      expect.objectContaining({ type: 'enrollment', title: 'Enrolment confirmed', read: false }),
    );
    expect((await unreadCount(student.token)).byType.enrollment).toBeGreaterThanOrEqual(1);
  });
});
