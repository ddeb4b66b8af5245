import { defaultNotificationPreferences, type NotificationPreferences } from '@academy/shared';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type StoredMail, storedMails } from '../../infra/local/ses';
import { api, newInstructor, newStudent, signedInBeforeAll } from '../support/api';
import { storedCourse } from '../support/courses';
import { storedNotifications, useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';

useLocalStackEnv();
const { sendReminders } = await import('../../functions/src/live-sessions/send-reminders');
const { notify } = await import('../../functions/src/notifications/service');
const { sendDigests } = await import('../../functions/src/notifications/send-digests');
const { sendChatEmails } = await import('../../functions/src/notifications/send-chat-emails');
const { handler: emailEvents } = await import('../../functions/src/notifications/email-events');

/**
 * Issue 37 end to end on the local stack: notifications written by the features reach the table's stream, the
 * stream poller (infra/local, Lambda's event source mapping) hands them to the e-mail consumer, and the mails land
 * in the SES stand-in, read here from its store. Scheduled functions are called as their timers call them.
 */

type Mail = StoredMail & { headers?: { name: string; value: string }[] };

const mailsTo = async (address: string): Promise<Mail[]> =>
  ((await storedMails(inject('sesEndpoint'))) as Mail[]).filter((m) => m.destination.to.includes(address));

/** Lets the stream poller hand over everything written so far (and SES events), then answers the mails that match. */
async function settledMails(address: string, match: (m: Mail) => boolean) {
  await eventsSettled();
  return (await mailsTo(address)).filter(match);
}
const waitForMails = settledMails;

const bySubject = (subject: string) => (m: Mail) => m.subject === subject;
const header = (m: Mail, name: string) =>
  m.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

const settingsOf = (token: string) => api('/api/notifications/settings', { token });
const saveSettings = (token: string, preferences: NotificationPreferences) =>
  api('/api/notifications/settings', { method: 'PUT', token, body: preferences });
const withType = (
  type: keyof NotificationPreferences['types'],
  channels: { inApp: boolean; email: boolean },
  digest = false,
): NotificationPreferences => ({
  types: { ...defaultNotificationPreferences.types, [type]: channels },
  digest,
});

const admin = signedInBeforeAll('admin@demo.academy');

async function freeCourseWith(instructorId: string, students: { token: string }[]) {
  const course = await storedCourse(
    { instructorId, isPublished: true, price: 0, title: `Mail Course ${ulid().slice(-5)}` },
    1,
  );
  for (const s of students) {
    const res = await api('/api/enrollments', {
      method: 'POST',
      token: s.token,
      body: { courseId: course.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }
  return course;
}

describe('e-mail behind notify() (issue 37)', () => {
  let instructor: Awaited<ReturnType<typeof newInstructor>>;

  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Mail Instructor');
  });

  it('a student with default settings gets the day-before and hour-before reminder mails, one each, however often the function runs; with e-mail off for live sessions, none', async () => {
    const [keen, quiet] = [await newStudent('Keen Learner'), await newStudent('Quiet Learner')];
    const course = await freeCourseWith(instructor.user.id, [keen, quiet]);
    expect(
      (await saveSettings(quiet.token, withType('live-session', { inApp: true, email: false }))).status,
    ).toBe(200);
    const start = Date.now() + 25 * 3_600_000;
    const created = await api(`/api/live-sessions/course/${course.id}`, {
      method: 'POST',
      token: instructor.token,
      body: {
        title: 'Recursion clinic',
        scheduledAt: new Date(start).toISOString(),
        meetingLink: 'https://meet.example.com/abc-defg-hij',
      },
    });
    expect(created.status).toBe(201);

    // A day before (23 h 59 min to go), run twice, as two overlapping timers would.
    const dayBefore = new Date(start - 24 * 3_600_000 + 60_000);
    await Promise.all([sendReminders({ now: dayBefore }), sendReminders({ now: dayBefore })]);
    const day = await waitForMails(keen.email, bySubject('Live session coming up'));
    expect(day).toHaveLength(1);
    expect(day[0]!.body.text).toContain('Recursion clinic');
    expect(day[0]!.body.text).toContain(`http://localhost:5173/student/live-sessions?courseId=${course.id}`);
    expect(header(day[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // An hour before (30 min to go), run twice again, one after the other.
    const hourBefore = new Date(start - 30 * 60_000);
    await sendReminders({ now: hourBefore });
    await sendReminders({ now: hourBefore });
    expect(await waitForMails(keen.email, bySubject('Live session starting soon'))).toHaveLength(1);

    const keenMails = await settledMails(keen.email, (m) => m.subject.startsWith('Live session'));
    expect(keenMails.map((m) => m.subject).sort()).toEqual([
      'Live session coming up',
      'Live session starting soon',
    ]);
    // The quiet one still has both reminders in the bell, and no mail.
    const quietReminders = await storedNotifications(quiet.user.id, { type: 'live-session' });
    expect(
      quietReminders
        .map((n) => n.title)
        .filter((t) => t !== 'New live session')
        .sort(),
    ).toEqual(['Live session coming up', 'Live session starting soon']);
    expect((await mailsTo(quiet.email)).filter((m) => m.subject.startsWith('Live session'))).toEqual([]);
  });

  it('a free enrolment mails its receipt; a type turned off in the app leaves the bell but still mails', async () => {
    const student = await newStudent('Receipt Learner');
    expect(
      (await saveSettings(student.token, withType('enrollment', { inApp: false, email: true }))).status,
    ).toBe(200);
    const course = await freeCourseWith(instructor.user.id, [student]);
    const [receipt] = await waitForMails(student.email, bySubject('Enrolment confirmed'));
    expect(receipt?.body.text).toContain(course.title);
    expect(receipt?.body.text).toContain(`http://localhost:5173/learn/${course.id}`);
    const bell = await api('/api/notifications', { token: student.token });
    expect(bell.body.notifications.map((n: { type: string }) => n.type)).not.toContain('enrollment');
    const unread = await api('/api/notifications/unread-count', { token: student.token });
    expect(unread.body.byType.enrollment).toBe(0);
  });

  it('one-click unsubscribe works from the List-Unsubscribe-Post header and from the footer link, and undoes', async () => {
    const student = await newStudent('Leaving Learner');
    await freeCourseWith(instructor.user.id, [student]);
    const [receipt] = await waitForMails(student.email, bySubject('Enrolment confirmed'));
    const oneClick = new URL(header(receipt!, 'List-Unsubscribe')!.replace(/^<|>$/g, ''));
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe');

    // What a mail app does (RFC 8058): a POST of the form body to the header's address, no cookie, no sign-in.
    const posted = await api(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ type: 'enrollment', email: false });
    expect((await settingsOf(student.token)).body.preferences.types.enrollment).toEqual({
      inApp: true,
      email: false,
    });

    // Another receipt now stays out of the inbox.
    await freeCourseWith(instructor.user.id, [student]);
    expect(await settledMails(student.email, bySubject('Enrolment confirmed'))).toHaveLength(1);

    // The footer's page POSTs the same token; its Undo turns it on again.
    const footer = new URL(
      /http:\/\/localhost:5173\/unsubscribe\?token=[\w.-]+/.exec(receipt!.body.text!)![0],
    );
    const token = footer.searchParams.get('token')!;
    expect((await api(`/api/notifications/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(200);
    const undo = await api(`/api/notifications/resubscribe?token=${token}`, { method: 'POST' });
    expect(undo.body).toEqual({ type: 'enrollment', email: true });
    expect((await settingsOf(student.token)).body.preferences.types.enrollment.email).toBe(true);

    // A changed token is refused with a clear message and changes nothing.
    const forged = await api(`/api/notifications/unsubscribe?token=${token.slice(0, -2)}xx`, {
      method: 'POST',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/link is not valid/);
  });

  it('a hard bounce suppresses the address: the profile says so and no mail goes there again; a soft one changes nothing', async () => {
    const student = await newStudent('Bouncing Learner');
    const event = (bounceType: string) => ({
      Records: [
        {
          Sns: {
            MessageId: ulid(),
            Message: JSON.stringify({
              eventType: 'Bounce',
              bounce: {
                bounceType,
                bounceSubType: 'General',
                bouncedRecipients: [{ emailAddress: student.email.toUpperCase() }],
                timestamp: '2026-11-27T10:00:00.000Z',
              },
              mail: { destination: [student.email] },
            }),
          },
        },
      ],
    });
    await emailEvents(event('Transient') as never);
    expect((await settingsOf(student.token)).body.email).toEqual({ address: student.email, status: 'ok' });
    await emailEvents(event('Permanent') as never);
    expect((await settingsOf(student.token)).body.email).toEqual({
      address: student.email,
      status: 'bounced',
      since: '2026-11-27T10:00:00.000Z',
    });
    await freeCourseWith(instructor.user.id, [student]);
    expect(await storedNotifications(student.user.id, { title: 'Enrolment confirmed' })).toHaveLength(1);
    expect(await settledMails(student.email, () => true)).toEqual([]);
  });

  it('the daily digest mails once at 08:00 IST with the day’s unread items, and nobody with none', async () => {
    const [reader, idle] = [await newStudent('Digest Reader'), await newStudent('Digest Idle')];
    for (const s of [reader, idle]) {
      const prefs = withType('forum', { inApp: true, email: true }, true);
      expect((await saveSettings(s.token, prefs)).status).toBe(200);
    }
    // A far-off morning of its own, so no other run of the shared stack has done that date.
    const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000);
    const morning = new Date(day.getTime() + 3 * 3_600_000); // 08:30 IST
    const at = (hoursBefore: number) => new Date(morning.getTime() - hoursBefore * 3_600_000).toISOString();
    const note = (type: 'forum' | 'assignment', title: string, createdAt: string) =>
      notify({
        // Notification ids sort by their time, as every notify's do (a ULID or a derivedId of the event's time).
        id: ulid(Date.parse(createdAt)),
        userId: reader.user.id,
        type,
        title,
        message: `${title}.`,
        sourceId: 'c1',
        createdAt,
      });
    await note('forum', 'New reply on your post', at(2));
    await note('assignment', 'Assignment graded', at(5));
    await note('forum', 'Old news', at(30));
    // With the digest on, neither went out on its own.
    expect(await settledMails(reader.email, () => true)).toEqual([]);

    const early = await sendDigests({ now: new Date(morning.getTime() - 3_600_000) });
    expect(early.idle).toBe('before-digest-hour');
    await sendDigests({ now: morning });
    await sendDigests({ now: morning });
    const digests = await mailsTo(reader.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Your daily summary: 2 unread notifications');
    expect(digests[0]!.body.text).toContain('New reply on your post');
    expect(digests[0]!.body.text).toContain('Assignment graded');
    expect(digests[0]!.body.text).not.toContain('Old news');
    expect(await mailsTo(idle.email)).toEqual([]);
  });

  it('a mentor chat message unread for 10 minutes is mailed once per quiet period; one read in time is not', async () => {
    const student = await newStudent('Chatty Learner');
    const course = await freeCourseWith(instructor.user.id, [student]);
    const send = (content: string) =>
      api(`/api/chats/${course.id}`, { method: 'POST', token: student.token, body: { content } });
    expect((await send('Is module 1 enough for the quiz?')).status).toBeLessThan(300);
    expect((await send('And module 2?')).status).toBeLessThan(300);
    const chatMails = async () => (await mailsTo(instructor.email)).filter(bySubject('New message'));
    await settledMails(instructor.email, () => false);
    // Not yet quiet for 10 minutes: nothing.
    await sendChatEmails({ now: new Date(Date.now() + 5 * 60_000) });
    expect(await chatMails()).toEqual([]);
    const later = new Date(Date.now() + 11 * 60_000);
    await sendChatEmails({ now: later });
    await sendChatEmails({ now: later });
    const mails = await chatMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message');
    expect(mails[0]!.body.text).toContain('You have 2 unread messages in this chat.');
    expect(mails[0]!.body.text).toContain(`/instructor/chats?chat=${course.id}_${student.user.id}`);

    // A new quiet period, read by the mentor before it ends: no mail.
    expect((await send('Thanks!')).status).toBeLessThan(300);
    await settledMails(instructor.email, () => false);
    expect(
      (await api(`/api/chats/${course.id}_${student.user.id}`, { token: instructor.token })).status,
    ).toBe(200);
    await sendChatEmails({ now: new Date(Date.now() + 11 * 60_000) });
    expect(await chatMails()).toHaveLength(1);
  });
});
