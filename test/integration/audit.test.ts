import { AUDIT_KEEP_DAYS, routeList } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, enrol, newInstructor, type Session, signIn, uniqueEmail } from '../support/api';
import { storedCourse } from '../support/courses';
import { storedItem, useLocalStackEnv } from '../support/db';
import { placeOrder, verifyPayment } from '../support/payments';

/**
 * The audit trail (issue 41): each staff action that changes someone else's data writes its entry (who, what,
 * when, before and after, the request's id), kept at least a year; admins list it by action, actor, target and
 * day; nobody else may; and no route changes it.
 */

useLocalStackEnv();
const { keys } = await import('../support/table-keys');

interface Entry {
  id: string;
  at: string;
  action: string;
  actor: { id: string; name: string; role: string };
  target: { type: string; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string;
}

/** The API Gateway request id of an answer (the wrapper's correlation id when the caller sent none). */
const requestIdOf = (res: { headers: Headers }) => res.headers.get('x-correlation-id') ?? '';

async function audit(token: string, query: Record<string, string> = {}) {
  const res = await api(`/api/admin/audit?${new URLSearchParams(query)}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { entries: Entry[]; nextCursor: string | null };
}

/** A student made by an admin (POST /api/users), signed in. */
async function newStudentByAdmin(adminToken: string, name: string) {
  const email = uniqueEmail('audit-student');
  const res = await api('/api/users', {
    method: 'POST',
    token: adminToken,
    body: { name, email, password: DEMO_PASSWORD, role: 'student' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(await signIn(email)), createdBy: requestIdOf(res) };
}

const istDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

let payCounter = 0;
const paymentId = () => `pay_Aud${Date.now().toString(36)}${payCounter++}`;

describe('the audit trail', () => {
  let admin: Session;
  let instructor: Session;
  let student: Awaited<ReturnType<typeof newStudentByAdmin>>;
  beforeAll(async () => {
    admin = await signIn('admin@demo.academy');
    instructor = await newInstructor(admin.token, 'Audit Instructor');
    student = await newStudentByAdmin(admin.token, 'Audit Student');
  });

  it('records a user created by an admin, with the role', async () => {
    const { entries } = await audit(admin.token, { targetId: student.user.id });
    const created = entries.find((e) => e.action === 'user.create');
    expect(created).toMatchObject({
      actor: { id: admin.user.id, name: admin.user.name, role: 'admin' },
      target: { type: 'user', id: student.user.id, label: 'Audit Student' },
      before: null,
      after: { role: 'student', isActive: true },
      requestId: student.createdBy,
    });
    const staff = await audit(admin.token, { targetId: instructor.user.id, action: 'user.create' });
    expect(staff.entries[0]?.after).toMatchObject({ role: 'instructor' });
  });

  it('records deactivation and activation with before and after, and the request id', async () => {
    const off = await api(`/api/users/${student.user.id}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    const on = await api(`/api/users/${student.user.id}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { isActive: true },
    });
    expect(on.status).toBe(200);
    const { entries } = await audit(admin.token, { targetId: student.user.id });
    // Newest first.
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'user.activate',
        before: { isActive: false },
        after: { isActive: true },
        requestId: requestIdOf(on),
      },
      {
        action: 'user.deactivate',
        before: { isActive: true },
        after: { isActive: false },
        requestId: requestIdOf(off),
      },
    ]);
    expect(requestIdOf(off)).not.toBe('');
    expect(requestIdOf(off)).not.toBe(requestIdOf(on));
  });

  it('records a course published, unpublished and deleted, in the change’s own transaction', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id, isPublished: false });
    const publish = await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: admin.token,
      body: { isPublished: true },
    });
    expect(publish.status).toBe(200);
    // An edit that leaves the flag as it is records nothing.
    await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: instructor.token,
      body: { tags: ['audit'] },
    });
    const unpublish = await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: instructor.token,
      body: { isPublished: false },
    });
    expect(unpublish.status).toBe(200);
    const gone = await api(`/api/courses/${course.id}`, { method: 'DELETE', token: admin.token });
    expect(gone.status).toBe(200);
    const { entries } = await audit(admin.token, { targetId: course.id });
    expect(entries.map((e) => [e.action, e.before, e.after, e.actor.role])).toEqual([
      [
        'course.delete',
        { title: course.title, isPublished: false, instructorId: instructor.user.id },
        null,
        'admin',
      ],
      ['course.unpublish', { isPublished: true }, { isPublished: false }, 'instructor'],
      ['course.publish', { isPublished: false }, { isPublished: true }, 'admin'],
    ]);
    expect(entries[0]!.requestId).toBe(requestIdOf(gone));
    expect(entries[0]!.target).toEqual({ type: 'course', id: course.id, label: course.title });
  });

  it('records a ticket’s status and assignee changed by staff', async () => {
    const made = await api('/api/support-tickets', {
      method: 'POST',
      token: student.token,
      body: { subject: 'Audit me', description: 'Please look at this.' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const ticketId = made.body._id ?? made.body.id;
    const set = await api(`/api/support-tickets/${ticketId}/status`, {
      method: 'PUT',
      token: admin.token,
      body: { status: 'in-progress', assignedTo: instructor.user.id },
    });
    expect(set.status).toBe(200);
    const { entries } = await audit(admin.token, { targetId: ticketId });
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction['ticket.status']).toMatchObject({
      before: { status: 'open' },
      after: { status: 'in-progress' },
      requestId: requestIdOf(set),
      target: { type: 'ticket', id: ticketId },
    });
    expect(byAction['ticket.assign']).toMatchObject({
      before: { assigneeId: null },
      after: { assigneeId: instructor.user.id, assigneeName: 'Audit Instructor' },
    });
  });

  it('records a refund decided by an admin', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id, price: 599 });
    const order = await placeOrder(student.token, course.id);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const orderId = order.body.order.id as string;
    expect((await verifyPayment(student.token, orderId, paymentId(), course.id)).status).toBe(200);
    const asked = await api('/api/payments/refunds', {
      method: 'POST',
      token: student.token,
      body: { orderId },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const declined = await api(`/api/payments/refunds/${asked.body.refund.id}/decision`, {
      method: 'POST',
      token: admin.token,
      body: { decision: 'decline', reason: 'Most of the course is done.' },
    });
    expect(declined.status).toBe(200);
    const { entries } = await audit(admin.token, { targetId: asked.body.refund.id });
    expect(entries).toMatchObject([
      {
        action: 'payment.refund',
        target: { type: 'payment', id: asked.body.refund.id },
        before: { status: 'requested', amount: 59900 },
        after: { status: 'declined', amount: 59900 },
        requestId: requestIdOf(declined),
      },
    ]);
  });

  it('records a grade and a regrade with the grade before', async () => {
    const course = await storedCourse({ instructorId: instructor.user.id });
    await enrol(student.token, course.id);
    const made = await api('/api/assignments', {
      method: 'POST',
      token: instructor.token,
      body: {
        course: course.id,
        title: 'Audit essay',
        description: 'Write it.',
        instructions: 'Plainly.',
        dueDate: '2030-01-31T18:30:00+05:30',
        maxPoints: 20,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const assignmentId = made.body.assignment.id as string;
    const sent = await api(`/api/assignments/${assignmentId}/submit`, {
      method: 'POST',
      token: student.token,
      body: { content: 'My essay.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    const grade = (value: number) =>
      api(`/api/assignments/${assignmentId}/grade`, {
        method: 'POST',
        token: instructor.token,
        body: { studentId: student.user.id, grade: value, feedback: 'Fine.' },
      });
    expect((await grade(15)).status).toBe(200);
    const regrade = await grade(18);
    expect(regrade.status).toBe(200);
    const { entries } = await audit(admin.token, { targetId: `${assignmentId}_${student.user.id}` });
    expect(entries.map((e) => [e.action, e.before, e.after, e.actor.id])).toEqual([
      ['submission.grade', { grade: 15 }, { grade: 18, maxPoints: 20 }, instructor.user.id],
      ['submission.grade', { grade: null }, { grade: 15, maxPoints: 20 }, instructor.user.id],
    ]);
    expect(entries[0]!.requestId).toBe(requestIdOf(regrade));
  });

  it('filters by action, actor, target and IST day, newest first, a page at a time', async () => {
    const byActor = await audit(admin.token, { actorId: instructor.user.id });
    expect(byActor.entries.length).toBeGreaterThan(0);
    expect(byActor.entries.every((e) => e.actor.id === instructor.user.id)).toBe(true);
    const graded = await audit(admin.token, { actorId: instructor.user.id, action: 'submission.grade' });
    expect(graded.entries.length).toBe(2);
    expect(graded.entries.every((e) => e.action === 'submission.grade')).toBe(true);
    const both = await audit(admin.token, { actorId: admin.user.id, targetId: student.user.id });
    expect(both.entries.map((e) => e.action)).toEqual(['user.activate', 'user.deactivate', 'user.create']);

    const today = istDay(new Date());
    const tomorrow = istDay(new Date(Date.now() + 86_400_000));
    const yesterday = istDay(new Date(Date.now() - 86_400_000));
    const mine = await audit(admin.token, { targetId: student.user.id, from: today, to: today });
    expect(mine.entries).toHaveLength(3);
    expect((await audit(admin.token, { targetId: student.user.id, from: tomorrow })).entries).toEqual([]);
    expect((await audit(admin.token, { targetId: student.user.id, to: yesterday })).entries).toEqual([]);

    // The whole trail, month by month: newest first, the action as a filter, pages that join up.
    const deactivations = await audit(admin.token, { action: 'user.deactivate', from: today });
    expect(deactivations.entries.some((e) => e.target.id === student.user.id)).toBe(true);
    const first = await audit(admin.token, { limit: '2', from: today });
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await audit(admin.token, { limit: '2', from: today, cursor: first.nextCursor! });
    const times = [...first.entries, ...second.entries].map((e) => `${e.at}#${e.id}`);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(times).size).toBe(4);
    const whole = await audit(admin.token, { limit: '100', from: today });
    expect(whole.entries.slice(0, 4).map((e) => e.id)).toEqual(
      [...first.entries, ...second.entries].map((e) => e.id),
    );

    const bad = await api('/api/admin/audit?cursor=nonsense', { token: admin.token });
    expect(bad.status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await api('/api/admin/audit', { token: student.token })).status).toBe(403);
    expect((await api('/api/admin/audit', { token: instructor.token })).status).toBe(403);
    expect((await api('/api/admin/audit')).status).toBe(401);
  });

  it('has no route that writes, edits or deletes an entry, and keeps each at least a year', async () => {
    const auditRoutes = routeList.filter(
      (r) => r.path.startsWith('/api/admin/audit') || r.handler.startsWith('audit/'),
    );
    expect(auditRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/admin/audit']);
    const { entries } = await audit(admin.token, { targetId: student.user.id, limit: '1' });
    const entry = entries[0]!;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await api(`/api/admin/audit/${entry.id}`, { method, token: admin.token });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    const stored = await storedItem(keys.auditEntry(entry.at, entry.id));
    expect(stored).toMatchObject({ entity: 'auditEntry', action: entry.action });
    const keptSeconds = Number(stored!.expiresAt) - Date.parse(entry.at) / 1000;
    expect(AUDIT_KEEP_DAYS).toBeGreaterThanOrEqual(366);
    expect(keptSeconds).toBeGreaterThanOrEqual(365 * 86_400);
    expect(Math.round(keptSeconds / 86_400)).toBe(AUDIT_KEEP_DAYS);
  });
});
