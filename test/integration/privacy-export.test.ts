import { PRIVACY_LIMITS } from '@academy/shared';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiOk, newInstructor, newStudent, type Session, signIn, uniqueEmail } from '../support/api';
import { makeCourse } from '../support/builders';
import { testDb, useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';
import { placeOrder, verifyPayment } from '../support/payments';
import { putToUploadLink } from '../support/uploads';

/**
 * Issue 41, "Export my data": a student with something in every feature asks for an export; the stream builds the
 * ZIP; the link downloads it; it holds every kind of their data and nothing of a classmate who did the same things
 * in the same course, threads and code. Also: the link is theirs alone, one export is prepared at a time, and a
 * day allows PRIVACY_LIMITS.exportsPerDay.
 */

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');
const { keys } = await import('../support/table-keys');
const { exportData: forumsPart } = await import('../../functions/src/forums/export-data');
const { exportData: couponsPart } = await import('../../functions/src/coupons/export-data');
const { exportData: sessionsPart } = await import('../../functions/src/live-sessions/export-data');
const { backfillPersonalIndexes } = await import('../../infra/scripts/backfill-personal-indexes');
const { listDataExports } = await import('../../functions/src/privacy/exports-repository');

/** An adult student who agreed to the notice (issue 41), registered through the API. */
async function register(name: string) {
  const student = await newStudent(name, uniqueEmail('export'));
  return { email: student.email, name, token: student.token, id: student.user.id };
}
type Person = Awaited<ReturnType<typeof register>>;

const PDF = (who: string) =>
  Buffer.from(`%PDF-1.4\n% ${who}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** Everything a student does, each text marked with `tag` so the other student's archive can be searched for it. */
async function liveALittle(
  p: Person,
  tag: string,
  c: {
    courseId: string;
    moduleIds: string[];
    assignmentId: string;
    sessionId: string;
    paidCourseId: string;
    code: string;
  },
  instructor: Session,
) {
  await apiOk('/api/enrollments', p.token, 'POST', { courseId: c.courseId });
  for (const moduleId of c.moduleIds)
    await apiOk('/api/enrollments/progress', p.token, 'POST', {
      courseId: c.courseId,
      moduleId,
      completed: true,
      watchTime: 600,
    });
  const link = await apiOk(`/api/assignments/${c.assignmentId}/upload`, p.token, 'POST', {
    contentType: 'application/pdf',
    size: PDF(tag).length,
  });
  await putToUploadLink(link, PDF(tag));
  await apiOk(`/api/assignments/${c.assignmentId}/submit`, p.token, 'POST', {
    content: `Submission ${tag}`,
    file: { uploadId: link.uploadId, name: `Report ${tag}.pdf` },
  });
  const post = await apiOk('/api/forums', p.token, 'POST', {
    course: c.courseId,
    title: `Question ${tag}`,
    content: `Forum post ${tag}`,
  });
  await apiOk(`/api/forums/${post.post.id}/like`, p.token, 'POST');
  await apiOk(`/api/chats/${c.courseId}`, p.token, 'POST', { content: `Chat ${tag}` });
  await apiOk(`/api/chats/${c.courseId}/${p.id}`, instructor.token, 'POST', {
    content: `Mentor answer for ${tag}`,
  });
  const ticket = await apiOk('/api/support-tickets', p.token, 'POST', {
    subject: `Ticket ${tag}`,
    description: `Ticket description ${tag}`,
    category: 'technical',
    priority: 'medium',
    courseId: c.courseId,
  });
  await apiOk(`/api/support-tickets/${ticket.id}/message`, instructor.token, 'POST', {
    message: `Staff answer for ${tag}`,
  });
  await apiOk(`/api/support-tickets/${ticket.id}/message`, p.token, 'POST', {
    message: `Ticket follow-up ${tag}`,
  });
  await apiOk(`/api/live-sessions/${c.sessionId}/join`, p.token, 'POST');
  await apiOk('/api/calendar/feed', p.token, 'POST');
  const certificate = await apiOk('/api/certificates/generate', p.token, 'POST', { courseId: c.courseId });
  const order = await placeOrder(p.token, c.paidCourseId, { couponCode: c.code, phone: '9876543210' });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const paid = await verifyPayment(
    p.token,
    order.body.order.id,
    `pay_Exp${tag}${Date.now().toString(36)}`,
    c.paidCourseId,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
  return {
    postId: post.post.id as string,
    ticketId: ticket.id as string,
    certificate: certificate.certificate,
    orderId: order.body.order.id as string,
  };
}

/** Waits for the export's build (the stream) and answers its link's response once ready (or the last one). */
async function linkOnceReady(token: string, id: string) {
  let res = await api(`/api/privacy/exports/${id}/link`, { token });
  for (let attempt = 0; attempt < 100 && res.status !== 200; attempt++) {
    await eventsSettled();
    res = await api(`/api/privacy/exports/${id}/link`, { token });
    if (res.status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  return res;
}

let admin: Session;
let instructor: Session;
let asha: Person;
let bilal: Person;
let ashaDid: Awaited<ReturnType<typeof liveALittle>>;
let bilalDid: Awaited<ReturnType<typeof liveALittle>>;
let exportId: string;
let archive: Record<string, Uint8Array>;

beforeAll(async () => {
  admin = await signIn('admin@demo.academy');
  instructor = await newInstructor(admin.token, 'Export Mentor');
  const courseOf = async (title: string, modules: number, price: number) => {
    const made = makeCourse(
      {
        instructorId: instructor.user.id,
        title,
        isPublished: true,
        price,
        instructor: { id: instructor.user.id, name: instructor.user.name, achievements: [], socials: {} },
      },
      modules,
    );
    const stored = await createCourse(made);
    return { id: stored.id, moduleIds: made.modules.map((m) => m.id) };
  };
  const course = await courseOf('Data Literacy', 2, 0);
  const paid = await courseOf('Paid Data Literacy', 1, 49_900);
  const assignment = await apiOk('/api/assignments', instructor.token, 'POST', {
    course: course.id,
    title: 'Clean a data set',
    description: 'One page.',
    dueDate: '2031-01-01T00:00:00Z',
    maxPoints: 10,
  });
  const session = await apiOk(`/api/live-sessions/course/${course.id}`, instructor.token, 'POST', {
    title: 'Office hours',
    scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    meetingLink: 'https://meet.example.com/abc-defg-hij',
  });
  const code = `EXP${Date.now().toString(36).toUpperCase()}`;
  await apiOk('/api/coupons', instructor.token, 'POST', {
    code,
    courseId: paid.id,
    kind: 'percent',
    value: 10,
    startsAt: new Date(Date.now() - 3600_000).toISOString(),
    endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    maxRedemptions: 100,
  });
  const c = {
    courseId: course.id,
    moduleIds: course.moduleIds,
    assignmentId: assignment.assignment.id,
    sessionId: session.session.id,
    paidCourseId: paid.id,
    code,
  };
  [asha, bilal] = [await register('Asha Kulkarni'), await register('Bilal Qureshi')];
  ashaDid = await liveALittle(asha, 'ASHA7731', c, instructor);
  bilalDid = await liveALittle(bilal, 'BILAL4409', c, instructor);
  // Each replies in the other's thread: Asha's reply is hers; Bilal's reply in her thread is his.
  await apiOk(`/api/forums/${bilalDid.postId}/reply`, asha.token, 'POST', {
    content: 'Forum reply ASHA7731',
  });
  await apiOk(`/api/forums/${ashaDid.postId}/reply`, bilal.token, 'POST', {
    content: 'Forum reply BILAL4409',
  });
  await apiOk(`/api/forums/${ashaDid.postId}/reply`, instructor.token, 'POST', {
    content: 'Instructor reply',
  });
  await eventsSettled(); // the invoices (and their PDFs), the notifications

  const asked = await api('/api/privacy/exports', { method: 'POST', token: asha.token });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  expect(asked.body).toMatchObject({ status: 'preparing' });
  exportId = asked.body.id;
  const link = await linkOnceReady(asha.token, exportId);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const download = await fetch(link.body.url);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toMatch(
    /^attachment; filename="academy-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  archive = unzipSync(new Uint8Array(await download.arrayBuffer()));
}, 240_000);

const json = (path: string) => {
  const bytes = archive[path];
  expect(bytes, `${path} in ${Object.keys(archive).join(', ')}`).toBeDefined();
  return JSON.parse(strFromU8(bytes!));
};

describe('an export of everything about the person (issue 41)', () => {
  it('holds a README and a manifest, and every part', () => {
    expect(strFromU8(archive['README.txt']!)).toMatch(/Your data from the academy/);
    const manifest = json('manifest.json');
    expect(manifest).toMatchObject({ exportId, userId: asha.id, missingFiles: [] });
    expect(Object.keys(manifest.parts).sort()).toEqual(
      [
        'assignments',
        'certificates',
        'chats',
        'coupons',
        'enrollments',
        'forums',
        'live-sessions',
        'notifications',
        'payments',
        'privacy',
        'support',
        'users',
      ].sort(),
    );
  });

  it('holds each kind of their data', () => {
    expect(json('users/profile.json')).toMatchObject({ id: asha.id, name: asha.name, email: asha.email });
    expect(json('enrollments/enrollments.json')).toHaveLength(2);
    expect(json('enrollments/progress.json').length).toBeGreaterThanOrEqual(2);
    expect(json('enrollments/learning-figures.json')).not.toBeNull();
    const [submission] = json('assignments/submissions.json');
    expect(submission).toMatchObject({ content: 'Submission ASHA7731' });
    expect(strFromU8(archive[submission.file.archivePath]!)).toContain('% ASHA7731');
    const posts = json('forums/posts.json');
    expect(posts.map((p: { content: string }) => p.content)).toEqual(['Forum post ASHA7731']);
    expect(json('forums/replies.json').map((r: { content: string }) => r.content)).toEqual([
      'Forum reply ASHA7731',
    ]);
    expect(json('forums/likes.json')).toHaveLength(1);
    const [chat] = json('chats/mentor-chats.json');
    expect(chat.messages.map((m: { content: string }) => m.content)).toEqual([
      'Chat ASHA7731',
      'Mentor answer for ASHA7731',
    ]);
    expect(chat.with).toBe('Export Mentor');
    const [ticket] = json('support/tickets.json');
    expect(ticket).toMatchObject({ subject: 'Ticket ASHA7731', description: 'Ticket description ASHA7731' });
    expect(ticket.messages.map((m: { message: string }) => m.message)).toEqual(
      expect.arrayContaining(['Staff answer for ASHA7731', 'Ticket follow-up ASHA7731']),
    );
    expect(json('notifications/notifications.json').length).toBeGreaterThan(0);
    expect(json('notifications/email-settings.json')).toBeDefined();
    const orders = json('payments/orders.json');
    expect(orders.map((o: { orderId: string }) => o.orderId)).toContain(ashaDid.orderId);
    expect(json('payments/payments.json')).toHaveLength(1);
    const [invoice] = json('payments/tax-documents.json');
    expect(invoice).toMatchObject({ kind: 'invoice', studentId: asha.id });
    expect(strFromU8(archive[invoice.archivePath]!.subarray(0, 5))).toBe('%PDF-');
    expect(json('coupons/redemptions.json')).toHaveLength(1);
    const [certificate] = json('certificates/certificates.json');
    expect(certificate).toMatchObject({ certificateId: ashaDid.certificate.certificateId });
    expect(strFromU8(archive[certificate.archivePath]!.subarray(0, 5))).toBe('%PDF-');
    expect(json('live-sessions/attendance.json')).toHaveLength(1);
    expect(json('live-sessions/calendar-feed.json')).toMatchObject({ active: true });
    expect(json('privacy/consents.json').length).toBeGreaterThanOrEqual(0);
    expect(json('privacy/exports.json').map((e: { id: string }) => e.id)).toContain(exportId);
  });

  it('holds nothing of anyone else: not the classmate’s id, name, address or words, nor a stored key', () => {
    const text = Object.entries(archive)
      .map(([path, bytes]) => `${path}\n${strFromU8(bytes, true)}`)
      .join('\n');
    for (const other of [
      bilal.id,
      bilal.name,
      'Bilal',
      bilal.email,
      'BILAL4409',
      bilalDid.ticketId,
      bilalDid.orderId,
    ])
      expect(text, other).not.toContain(other);
    expect(text).not.toContain('Instructor reply');
    expect(text).not.toContain(instructor.user.id);
    expect(text).not.toMatch(/"(PK|SK|GSI\dPK|GSI\dSK)"/);
  });

  it('is notified when ready', async () => {
    const { notifications } = await apiOk('/api/notifications', asha.token);
    expect(notifications.map((n: { title: string }) => n.title)).toContain('Your data export is ready');
  });
});

describe('the download link (issue 41)', () => {
  it('is refused for another person’s export (404), and for an export of nobody', async () => {
    const other = await api(`/api/privacy/exports/${exportId}/link`, { token: bilal.token });
    expect(other).toMatchObject({ status: 404, body: { message: 'Export not found' } });
    const none = await api('/api/privacy/exports/01JABCDEFGHJKMNPQRSTVWXYZ0/link', { token: asha.token });
    expect(none.status).toBe(404);
  });
});

describe('asking for exports (issue 41)', () => {
  it('answers the export being prepared when asked again, and refuses a fourth in a day (409)', async () => {
    const first = await api('/api/privacy/exports', { method: 'POST', token: bilal.token });
    const again = await api('/api/privacy/exports', { method: 'POST', token: bilal.token });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    // Unless the stream was quicker than the second request, both name the same export.
    if (again.body.status === 'preparing') expect(again.body.id).toBe(first.body.id);
    expect((await linkOnceReady(bilal.token, first.body.id)).status).toBe(200);
    const ids = new Set([first.body.id, again.body.id]);
    while (ids.size < 3) {
      const next = await api('/api/privacy/exports', { method: 'POST', token: bilal.token });
      expect(next.status).toBe(202);
      ids.add(next.body.id);
      await linkOnceReady(bilal.token, next.body.id);
    }
    const fourth = await api('/api/privacy/exports', { method: 'POST', token: bilal.token });
    expect(fourth).toMatchObject({
      status: 409,
      body: {
        message: 'You have already asked for as many exports as a day allows. Please try again tomorrow.',
      },
    });
  }, 120_000);

  it('keeps the day’s limit under a burst: eight requests at once start at most one export each time', async () => {
    const eager = await register('Eager Exporter');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api('/api/privacy/exports', { method: 'POST', token: eager.token })),
    );
    for (const a of answers) expect([202, 409], JSON.stringify(a.body)).toContain(a.status);
    // Those that were answered while an export was being prepared all name it.
    const preparing = new Set(answers.filter((a) => a.body.status === 'preparing').map((a) => a.body.id));
    const stored = await listDataExports(eager.id, 50);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBeLessThanOrEqual(PRIVACY_LIMITS.exportsPerDay);
    expect(preparing.size).toBeLessThanOrEqual(stored.length);
  }, 60_000);
});

describe('items stored before the person-indexes (infra/scripts/backfill-personal-indexes.ts)', () => {
  it('are found by the export once the backfill has run, and a second run changes nothing', async () => {
    const db = testDb();
    // As stored before issue 41: no authorship record, no index keys on the redemption and the attendance.
    await db.send(
      new DeleteCommand({ TableName: 'academy', Key: keys.forumAuthored(bilal.id, bilalDid.postId) }),
    );
    for (const part of [couponsPart, sessionsPart]) {
      const before = await part(bilal.id);
      const [[name, items]] = Object.entries(before.documents) as [[string, { [k: string]: unknown }[]]];
      for (const item of items)
        await db.send(
          new UpdateCommand({
            TableName: 'academy',
            Key:
              name === 'redemptions'
                ? keys.redemption(String(item.code), String(item.redeemedAt), bilal.id)
                : keys.attendance(String(item.sessionId), bilal.id),
            UpdateExpression: name === 'redemptions' ? 'REMOVE GSI3PK, GSI3SK' : 'REMOVE GSI1PK, GSI1SK',
          }),
        );
    }
    expect((await forumsPart(bilal.id)).documents.posts).toEqual([]);
    expect((await couponsPart(bilal.id)).documents.redemptions).toEqual([]);
    expect((await sessionsPart(bilal.id)).documents.attendance).toEqual([]);

    const first = await backfillPersonalIndexes(db, 'academy');
    expect(first.authored).toBeGreaterThanOrEqual(1);
    expect((await forumsPart(bilal.id)).documents.posts).toMatchObject([{ id: bilalDid.postId }]);
    expect((await couponsPart(bilal.id)).documents.redemptions).toHaveLength(1);
    expect((await sessionsPart(bilal.id)).documents.attendance).toHaveLength(1);
    expect((await backfillPersonalIndexes(db, 'academy')).authored).toBe(0);
  }, 180_000);
});
