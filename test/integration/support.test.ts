import { SUPPORT_MESSAGES } from '@academy/shared';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, enrol, newStaff, newStudent, type Session, type Student, signIn } from '../support/api';
import { storedCourse } from '../support/courses';
import { storedNotifications, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { keys } = await import('../support/table-keys');
const { putTicketsInBulk } = await import('../../functions/src/support/repository');
const { SUPPORT_LIMITS } = await import('@academy/shared');
const db = testDb();

interface Ticket {
  _id: string;
  id: string;
  ticketId: string;
  subject: string;
  description: string;
  message: string;
  category: string;
  priority: string;
  status: string;
  user: { _id: string; name: string } | null;
  course: { _id: string; title: string } | null;
  assignedTo: { _id: string; name: string } | null;
  messageCount: number;
  messages?: { _id: string; message: string; sender: { _id: string; name: string }; isStaff: boolean }[];
}

let admin: Session;

const newUser = (role: 'instructor' | 'admin', name: string) => newStaff(admin.token, role, name);

async function courseOf(instructor: Session, title: string) {
  const course = await storedCourse({
    instructorId: instructor.user.id,
    title,
    instructor: { id: instructor.user.id, name: instructor.user.name, achievements: [], socials: {} },
  });
  return course.id;
}

const create = (token: string, body: Record<string, unknown>) =>
  api<Ticket>('/api/support-tickets', { method: 'POST', token, body });

async function ticket(token: string, subject: string, extra: Record<string, unknown> = {}) {
  const res = await create(token, { subject, description: `Details of ${subject}.`, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const get = (token: string, id: string) => api<Ticket>(`/api/support-tickets/${id}`, { token });
const reply = (token: string, id: string, message: string) =>
  api<Ticket>(`/api/support-tickets/${id}/message`, { method: 'POST', token, body: { message } });
const setStatus = (token: string, id: string, body: Record<string, unknown>) =>
  api<Ticket>(`/api/support-tickets/${id}/status`, { method: 'PUT', token, body });

async function moveTo(token: string, id: string, status: string) {
  const res = await setStatus(token, id, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe(status);
  return res.body;
}

interface Page {
  tickets: Ticket[];
  nextCursor: string | null;
}

/** Every page of a list, following the cursor. */
async function walk(token: string, path: string, query: Record<string, string>) {
  const pages: Ticket[][] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const res = await api<Page>(`${path}?${params}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body.tickets);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 200);
  return pages;
}

/** The messages stored in a ticket's partition (read from the table, not through the API). */
async function storedMessages(ticketId: string) {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: 'academy',
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :m)',
      ExpressionAttributeValues: { ':pk': keys.ticket(ticketId).PK, ':m': 'MSG#' },
      ConsistentRead: true,
    }),
  );
  return Items;
}

/** The support notifications a user holds about one ticket. */
const supportNotices = (userId: string, ticketId: string) =>
  storedNotifications(userId, { sourceId: ticketId, type: 'support' });

const adminCounts = async () => {
  const res = await api('/api/dashboard/admin', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.tickets as { open: number; inProgress: number; resolved: number; closed: number };
};

let instructor: Session;
let otherInstructor: Session;
let courseId: string;
let otherCourseId: string;
let student: Student;
let other: Student;

beforeAll(async () => {
  admin = await signIn('admin@demo.academy');
  [instructor, otherInstructor] = await Promise.all([
    newUser('instructor', 'Kavya Menon'),
    newUser('instructor', 'Rohan Das'),
  ]);
  [courseId, otherCourseId] = await Promise.all([
    courseOf(instructor, 'Support Course'),
    courseOf(otherInstructor, 'Other Support Course'),
  ]);
  [student, other] = await Promise.all([newStudent('Ishaan Kapoor'), newStudent('Tara Bose')]);
  await Promise.all([
    enrol(student.token, courseId),
    enrol(student.token, otherCourseId),
    enrol(other.token, courseId),
  ]);
});

describe('support: creating tickets', () => {
  it('opens a ticket with the spec defaults, a readable id and no messages', async () => {
    const res = await create(student.token, {
      subject: 'Cannot log in',
      description: 'It says wrong password.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subject: 'Cannot log in',
      description: 'It says wrong password.',
      message: 'It says wrong password.',
      category: 'technical',
      priority: 'medium',
      status: 'open',
      user: { _id: student.user.id, name: 'Ishaan Kapoor' },
      course: null,
      assignedTo: null,
      messageCount: 0,
      messages: [],
    });
    expect(res.body.ticketId).toMatch(/^TKT-\d{6,}$/);
    expect(res.body._id).toBe(res.body.id);
    expect((await get(student.token, res.body._id)).body).toEqual(res.body);
  });

  it('refuses categories and priorities outside the spec’s sets, and a blank subject or description', async () => {
    const base = { subject: 'Bad input', description: 'Some text.' };
    const category = await create(student.token, { ...base, category: 'refund' });
    expect(category.status).toBe(400);
    expect(category.body.message).toBe(
      'category: Category must be one of: technical, billing, course, account, privacy, other',
    );
    const priority = await create(student.token, { ...base, priority: 'asap' });
    expect(priority.status).toBe(400);
    expect(priority.body.message).toBe('priority: Priority must be one of: low, medium, high, urgent');
    expect((await create(student.token, { ...base, subject: '   ' })).status).toBe(400);
    expect((await create(student.token, { ...base, description: '  ' })).status).toBe(400);
    const ok = await ticket(student.token, 'Billing question', { category: 'billing', priority: 'urgent' });
    expect(ok).toMatchObject({ category: 'billing', priority: 'urgent' });
  });

  it('assigns a ticket about a course to its instructor; a course the caller does not take is refused', async () => {
    const about = await ticket(student.token, 'Module video', { courseId });
    expect(about.course).toEqual({ _id: courseId, title: 'Support Course' });
    expect(about.assignedTo).toEqual({ _id: instructor.user.id, name: 'Kavya Menon' });
    const outsider = await newStudent('Not Enrolled');
    for (const [token, id] of [
      [outsider.token, courseId],
      [other.token, otherCourseId],
      [student.token, 'NOSUCHCOURSE'],
      [otherInstructor.token, courseId],
    ] as const) {
      const res = await create(token, { subject: 'About a course', description: 'Hi.', courseId: id });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid course');
    }
  });

  it('never gives two tickets created at once the same readable id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        create(i % 2 ? student.token : other.token, { subject: `Parallel ${i}`, description: 'At once.' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    const codes = answers.map((a) => a.body.ticketId);
    expect(new Set(codes).size).toBe(30);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(30);
  });

  it('answers the same ticket to the same request id, even sent several times at once', async () => {
    const requestId = ulid();
    const body = { subject: 'Retry me', description: 'Sent twice.', requestId };
    const first = await create(student.token, body);
    const again = await create(student.token, body);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body.ticketId).toBe(first.body.ticketId);

    const burstId = ulid();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => create(student.token, { ...body, requestId: burstId })),
    );
    expect(new Set(burst.map((b) => b.body._id)).size).toBe(1);
    // Another user's same request id is their own request.
    const theirs = await create(other.token, { ...body, requestId: burstId });
    expect(theirs.body._id).not.toBe(burst[0]!.body._id);
    const mine = await walk(student.token, '/api/support-tickets/my-tickets', { limit: '50' });
    expect(mine.flat().filter((t) => t.subject === 'Retry me')).toHaveLength(2);
  });
});

describe('support: who reads and writes a ticket', () => {
  let own: Ticket;
  let courseTicket: Ticket;
  let otherCourseTicket: Ticket;

  beforeAll(async () => {
    own = await ticket(student.token, 'My private problem');
    courseTicket = await ticket(other.token, 'Question on the support course', { courseId });
    otherCourseTicket = await ticket(student.token, 'Question on the other course', {
      courseId: otherCourseId,
    });
  });

  it('a student never reads, lists or writes in another student’s ticket', async () => {
    const read = await get(other.token, own._id);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Ticket not found');
    expect((await reply(other.token, own._id, 'Let me in')).status).toBe(404);
    expect((await get(student.token, courseTicket._id)).status).toBe(404);
    const theirs = (await walk(other.token, '/api/support-tickets/my-tickets', { limit: '50' })).flat();
    expect(theirs.every((t) => t.user?._id === other.user.id)).toBe(true);
    expect(theirs.map((t) => t._id)).not.toContain(own._id);
    expect(await storedMessages(own._id)).toHaveLength(0);
  });

  it('an instructor sees only the tickets assigned to them', async () => {
    const mine = (await walk(instructor.token, '/api/support-tickets/instructor', { limit: '50' })).flat();
    expect(mine.map((t) => t._id)).toContain(courseTicket._id);
    expect(mine.map((t) => t._id)).not.toContain(otherCourseTicket._id);
    expect(mine.map((t) => t._id)).not.toContain(own._id);
    expect(mine.every((t) => t.assignedTo?._id === instructor.user.id)).toBe(true);
    expect((await get(instructor.token, courseTicket._id)).status).toBe(200);
    expect((await get(instructor.token, otherCourseTicket._id)).status).toBe(404);
    expect((await reply(instructor.token, otherCourseTicket._id, 'Not mine')).status).toBe(404);
    expect((await get(admin.token, otherCourseTicket._id)).status).toBe(200);
    const dashboard = await api('/api/dashboard/instructor', { token: instructor.token });
    expect(dashboard.body.supportTickets.map((t: Ticket) => t._id)).toContain(courseTicket._id);
  });

  it('filters an instructor’s list by stored status', async () => {
    const t = await ticket(student.token, 'Filter me', { courseId });
    await moveTo(instructor.token, t._id, 'in-progress');
    const inProgress = (
      await walk(instructor.token, '/api/support-tickets/instructor', { status: 'in-progress', limit: '5' })
    ).flat();
    expect(inProgress.map((x) => x._id)).toContain(t._id);
    expect(inProgress.every((x) => x.status === 'in-progress')).toBe(true);
    const open = (await walk(instructor.token, '/api/support-tickets/instructor', { status: 'open' })).flat();
    expect(open.map((x) => x._id)).not.toContain(t._id);
  });

  it('only staff change a status: a student 403, an instructor not assigned 404', async () => {
    const byStudent = await setStatus(other.token, courseTicket._id, { status: 'closed' });
    expect(byStudent.status).toBe(403);
    const notAssigned = await setStatus(otherInstructor.token, courseTicket._id, { status: 'closed' });
    expect(notAssigned.status).toBe(404);
    expect(notAssigned.body.message).toBe('Ticket not found');
    expect((await get(admin.token, courseTicket._id)).body.status).toBe('open');
  });

  it('assigns: admins to any active staff member; an instructor to themselves or an admin only', async () => {
    const t = await ticket(student.token, 'Who takes this?');
    const toOther = await setStatus(admin.token, t._id, {
      status: 'open',
      assignedTo: otherInstructor.user.id,
    });
    expect(toOther.status).toBe(200);
    expect(toOther.body.assignedTo).toEqual({ _id: otherInstructor.user.id, name: 'Rohan Das' });
    const listed = (await walk(otherInstructor.token, '/api/support-tickets/instructor', {})).flat();
    expect(listed.map((x) => x._id)).toContain(t._id);

    const handOn = await setStatus(otherInstructor.token, t._id, {
      status: 'open',
      assignedTo: instructor.user.id,
    });
    expect(handOn.status).toBe(403);
    const toStudent = await setStatus(admin.token, t._id, { status: 'open', assignedTo: student.user.id });
    expect(toStudent.status).toBe(400);
    expect(toStudent.body.message).toBe('Assignee must be an active instructor or admin');

    const toAdmin = await setStatus(otherInstructor.token, t._id, {
      status: 'in-progress',
      assignedTo: admin.user.id,
    });
    expect(toAdmin.status).toBe(200);
    expect(toAdmin.body.assignedTo?._id).toBe(admin.user.id);
    const unassigned = await setStatus(admin.token, t._id, { status: 'in-progress', assignedTo: null });
    expect(unassigned.body.assignedTo).toBeNull();
    const gone = (await walk(otherInstructor.token, '/api/support-tickets/instructor', {})).flat();
    expect(gone.map((x) => x._id)).not.toContain(t._id);
  });
});

describe('support: an admin routes a ticket (issue 33)', () => {
  let staffA: Session;
  let staffB: Session;
  const assignedNotices = async (userId: string, ticketId: string) =>
    (await supportNotices(userId, ticketId)).filter((n) => n.title === 'Ticket assigned to you');
  const assignedList = async (who: Session) =>
    ids((await walk(who.token, '/api/support-tickets/instructor', { limit: '50' })).flat());
  const ids = (tickets: Ticket[]) => tickets.map((t) => t._id);

  beforeAll(async () => {
    [staffA, staffB] = await Promise.all([
      newUser('instructor', 'Meera Pillai'),
      newUser('instructor', 'Arjun Nair'),
    ]);
  });

  it('assigns with only assignedTo: the status stays, the assignee is told once and lists it, the owner is not told', async () => {
    const t = await moveTo(admin.token, (await ticket(student.token, 'Route me')).id, 'in-progress');
    const before = await supportNotices(student.user.id, t._id);
    const res = await setStatus(admin.token, t._id, { assignedTo: staffA.user.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('in-progress');
    expect(res.body.assignedTo).toEqual({ _id: staffA.user.id, name: 'Meera Pillai' });
    const told = await assignedNotices(staffA.user.id, t._id);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(t.ticketId);
    expect(await assignedList(staffA)).toContain(t._id);
    expect(await supportNotices(student.user.id, t._id)).toHaveLength(before.length);
    // The assignee reads, answers and moves it along.
    expect((await get(staffA.token, t._id)).status).toBe(200);
    expect((await reply(staffA.token, t._id, 'I have this one.')).status).toBe(200);
    expect((await moveTo(staffA.token, t._id, 'resolved')).assignedTo?._id).toBe(staffA.user.id);
  });

  it('tells the assignee exactly once however often the same assignment is sent, at once or again', async () => {
    const t = await ticket(student.token, 'Sent many times');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => setStatus(admin.token, t._id, { assignedTo: staffB.user.id })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect((await setStatus(admin.token, t._id, { assignedTo: staffB.user.id })).status).toBe(200);
    expect(await assignedNotices(staffB.user.id, t._id)).toHaveLength(1);
    expect((await get(admin.token, t._id)).body.assignedTo?._id).toBe(staffB.user.id);
  });

  it('reassigns: the new assignee is told and lists it, the previous one loses it and hears nothing more', async () => {
    const t = await ticket(student.token, 'Hand it on');
    await setStatus(admin.token, t._id, { assignedTo: staffA.user.id });
    const res = await setStatus(admin.token, t._id, { assignedTo: staffB.user.id });
    expect(res.body.assignedTo).toEqual({ _id: staffB.user.id, name: 'Arjun Nair' });
    expect(await assignedNotices(staffB.user.id, t._id)).toHaveLength(1);
    expect(await assignedNotices(staffA.user.id, t._id)).toHaveLength(1);
    expect(await assignedList(staffB)).toContain(t._id);
    expect(await assignedList(staffA)).not.toContain(t._id);
    expect((await get(staffA.token, t._id)).status).toBe(404);
    // Back to the first: told again, since it is a new assignment.
    await setStatus(admin.token, t._id, { assignedTo: staffA.user.id });
    expect(await assignedNotices(staffA.user.id, t._id)).toHaveLength(2);
    // To an admin, and to nobody: the desk has it again, nobody is told of an unassignment.
    const toAdmin = await setStatus(admin.token, t._id, { assignedTo: admin.user.id });
    expect(toAdmin.body.assignedTo?._id).toBe(admin.user.id);
    const none = await setStatus(admin.token, t._id, { assignedTo: null });
    expect(none.status).toBe(200);
    expect(none.body.assignedTo).toBeNull();
    expect(await assignedList(staffA)).not.toContain(t._id);
    expect(await assignedNotices(staffA.user.id, t._id)).toHaveLength(2);
  });

  it('assigns only active staff: a student, an unknown or malformed id, a deactivated instructor (400)', async () => {
    const t = await ticket(student.token, 'Only staff');
    const retired = await newUser('instructor', 'Retired Mentor');
    expect(
      (
        await api(`/api/users/${retired.user.id}/status`, {
          method: 'PUT',
          token: admin.token,
          body: { isActive: false },
        })
      ).status,
    ).toBe(200);
    for (const assignedTo of [student.user.id, ulid(), retired.user.id]) {
      const res = await setStatus(admin.token, t._id, { assignedTo });
      expect(res.status, assignedTo).toBe(400);
      expect(res.body.message).toBe('Assignee must be an active instructor or admin');
    }
    for (const body of [{ assignedTo: 'not an id!' }, { assignedTo: 7 }, {}, { status: 'done' }]) {
      expect((await setStatus(admin.token, t._id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await setStatus(admin.token, t._id, {})).body.message).toBe('Nothing to update');
    const stored = (await get(admin.token, t._id)).body;
    expect(stored.assignedTo).toBeNull();
    expect(stored.status).toBe('open');
    expect(await assignedNotices(retired.user.id, t._id)).toHaveLength(0);
  });

  it('lets only admins route: a student 403, another instructor 404, the assignee only on to an admin', async () => {
    const t = await ticket(student.token, 'Who routes?');
    expect((await setStatus(student.token, t._id, { assignedTo: staffA.user.id })).status).toBe(403);
    expect((await setStatus(staffA.token, t._id, { assignedTo: staffA.user.id })).status).toBe(404);
    await setStatus(admin.token, t._id, { assignedTo: staffA.user.id });
    const onward = await setStatus(staffA.token, t._id, { assignedTo: staffB.user.id });
    expect(onward.status).toBe(403);
    expect(onward.body.message).toBe('Instructors can assign a ticket only to themselves or an admin');
    expect((await setStatus(staffA.token, t._id, { assignedTo: null })).status).toBe(403);
    expect((await get(admin.token, t._id)).body.assignedTo?._id).toBe(staffA.user.id);
    expect(await assignedNotices(staffB.user.id, t._id)).toHaveLength(0);
    const escalated = await setStatus(staffA.token, t._id, { assignedTo: admin.user.id });
    expect(escalated.status).toBe(200);
    expect(escalated.body.assignedTo?._id).toBe(admin.user.id);
  });

  it('finds the picker’s instructors and admins by name on any page of GET /api/users', async () => {
    const token = `zr${ulid().slice(-8).toLowerCase()}`;
    const made = await Promise.all([
      newUser('instructor', `Picker ${token} One`),
      newUser('instructor', `Picker ${token} Two`),
      newUser('instructor', `Picker ${token} Three`),
      newUser('admin', `Picker ${token} Desk`),
    ]);
    const everyPage = async (role: string) => {
      const found: { id: string; role: string }[] = [];
      let cursor: string | null = null;
      do {
        const params = new URLSearchParams({ role, search: token.toUpperCase(), limit: '1' });
        if (cursor) params.set('cursor', cursor);
        const res = await api(`/api/users?${params}`, { token: admin.token });
        expect(res.status).toBe(200);
        found.push(...res.body.users);
        cursor = res.body.nextCursor;
      } while (cursor);
      return found;
    };
    const instructors = await everyPage('instructor');
    expect(instructors.map((u) => u.id).sort()).toEqual(
      made
        .slice(0, 3)
        .map((m) => m.user.id)
        .sort(),
    );
    expect(instructors.every((u) => u.role === 'instructor')).toBe(true);
    expect((await everyPage('admin')).map((u) => u.id)).toEqual([made[3]!.user.id]);
    expect((await api('/api/users?role=instructor', { token: staffA.token })).status).toBe(403);
  });
});

describe('support: the thread', () => {
  it('takes replies from owner and assignee, oldest first, marking staff', async () => {
    const t = await ticket(student.token, 'Thread order', { courseId });
    const first = await reply(student.token, t._id, 'Any news?');
    expect(first.status).toBe(200);
    expect(first.body.messageCount).toBe(1);
    const second = await reply(instructor.token, t._id, 'Looking into it.');
    expect(second.body.messages?.map((m) => [m.message, m.isStaff, m.sender.name])).toEqual([
      ['Any news?', false, 'Ishaan Kapoor'],
      ['Looking into it.', true, 'Kavya Menon'],
    ]);
    expect((await reply(admin.token, t._id, 'Admin here.')).status).toBe(200);
    expect((await reply(student.token, t._id, '   ')).status).toBe(400);
    expect((await get(student.token, t._id)).body.messageCount).toBe(3);
  });

  it.each(['resolved', 'closed'])(
    'refuses messages to a %s ticket and stores them nowhere',
    async (status) => {
      const t = await ticket(student.token, `Finished ${status}`, { courseId });
      await reply(student.token, t._id, 'Before.');
      await moveTo(instructor.token, t._id, status);
      for (const token of [student.token, instructor.token, admin.token]) {
        const res = await reply(token, t._id, 'After.');
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(SUPPORT_MESSAGES.finished);
      }
      const read = await get(student.token, t._id);
      expect(read.body.messageCount).toBe(1);
      expect(read.body.messages?.map((m) => m.message)).toEqual(['Before.']);
      expect(await storedMessages(t._id)).toHaveLength(1);
      // Reopened, it takes messages again.
      await moveTo(instructor.token, t._id, 'open');
      expect((await reply(student.token, t._id, 'Again.')).status).toBe(200);
      expect(await storedMessages(t._id)).toHaveLength(2);
    },
  );

  it('a reply racing a close is either stored and counted or refused, never half', async () => {
    const t = await ticket(student.token, 'Race', { courseId });
    const [close, ...replies] = await Promise.all([
      setStatus(instructor.token, t._id, { status: 'closed' }),
      ...Array.from({ length: 8 }, (_, i) => reply(student.token, t._id, `Race ${i}`)),
    ]);
    expect(close.status).toBe(200);
    const stored = replies.filter((r) => r.status === 200).length;
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await storedMessages(t._id)).toHaveLength(stored);
    expect((await get(admin.token, t._id)).body.messageCount).toBe(stored);
  });
});

describe('support: notifications', () => {
  it('tells the right people of each event, exactly once', async () => {
    const t = await ticket(student.token, 'Tell people', { courseId });
    expect(await supportNotices(instructor.user.id, t._id)).toHaveLength(1);
    expect(await supportNotices(student.user.id, t._id)).toHaveLength(0);

    await reply(instructor.token, t._id, 'Staff reply.');
    expect(await supportNotices(student.user.id, t._id)).toHaveLength(1);
    await reply(student.token, t._id, 'Owner reply.');
    expect(await supportNotices(instructor.user.id, t._id)).toHaveLength(2);

    await moveTo(instructor.token, t._id, 'in-progress');
    await moveTo(instructor.token, t._id, 'in-progress'); // the same status again: nothing happens
    await moveTo(instructor.token, t._id, 'resolved');
    const owner = await supportNotices(student.user.id, t._id);
    expect(owner).toHaveLength(3);
    expect(owner.filter((n) => n.title === 'Ticket status updated')).toHaveLength(2);
    expect(await supportNotices(instructor.user.id, t._id)).toHaveLength(2);
    expect(await supportNotices(other.user.id, t._id)).toHaveLength(0);
  });

  it('tells the admins of a ticket about no course, and of its owner’s replies while nobody is assigned', async () => {
    // The newest admin: among the admins told whatever other tests created.
    const desk = await newUser('admin', 'Desk Admin');
    const t = await ticket(other.token, 'For the admins');
    expect(await supportNotices(desk.user.id, t._id)).toHaveLength(1);
    await reply(other.token, t._id, 'Anyone?');
    expect(await supportNotices(desk.user.id, t._id)).toHaveLength(2);
    await reply(desk.token, t._id, 'Here.');
    expect(await supportNotices(other.user.id, t._id)).toHaveLength(1);
    expect(await supportNotices(desk.user.id, t._id)).toHaveLength(2);
  });
});

describe('support: the admin list', () => {
  const token = `zq${ulid().slice(-8).toLowerCase()}`;
  let sender: Student;
  const made: Record<string, Ticket[]> = { open: [], 'in-progress': [], resolved: [], closed: [] };

  beforeAll(async () => {
    sender = await newStudent(`Sender ${token.toUpperCase()}`);
    // Oldest first, so the newest-first list runs backwards through `order`.
    const plan = [
      'open',
      'in-progress',
      'resolved',
      'closed',
      'open',
      'closed',
      'in-progress',
      'resolved',
      'open',
    ];
    for (const [i, status] of plan.entries()) {
      const t = await ticket(sender.token, `Case ${i} ${token}`, { description: `Body ${i} words` });
      made[status]!.push(status === 'open' ? t : await moveTo(admin.token, t._id, status));
    }
  });

  const adminList = (query: Record<string, string>, path = '/api/admin/support') =>
    walk(admin.token, path, query);
  const ids = (tickets: Ticket[]) => tickets.map((t) => t._id);
  const newestFirst = (tickets: Ticket[]) => [...ids(tickets)].sort().reverse();

  it('maps Open, Pending and Closed onto the stored statuses', async () => {
    const open = (await adminList({ status: 'open', search: token })).flat();
    expect(ids(open)).toEqual(newestFirst(made.open!));
    const pending = (await adminList({ status: 'pending', search: token })).flat();
    expect(ids(pending)).toEqual(newestFirst(made['in-progress']!));
    const closed = (await adminList({ status: 'closed', search: token })).flat();
    expect(ids(closed)).toEqual(newestFirst([...made.resolved!, ...made.closed!]));
    const all = (await adminList({ search: token })).flat();
    expect(ids(all)).toEqual(newestFirst(Object.values(made).flat()));
  });

  it('searches subject, message and sender name regardless of case', async () => {
    const bySubject = (await adminList({ search: `CASE 3 ${token.toUpperCase()}` })).flat();
    expect(bySubject.map((t) => t.subject)).toEqual([`Case 3 ${token}`]);
    const byMessage = (await adminList({ search: 'BODY 5 WORDS' })).flat();
    expect(byMessage.map((t) => t.subject)).toContain(`Case 5 ${token}`);
    const bySender = (await adminList({ search: `sender ${token}` })).flat();
    expect(bySender).toHaveLength(9);
    expect(bySender.every((t) => t.user?.name === `Sender ${token.toUpperCase()}`)).toBe(true);
    const byCode = (await adminList({ search: made.closed![0]!.ticketId.toLowerCase() })).flat();
    expect(ids(byCode)).toEqual([made.closed![0]!._id]);
  });

  it('pages with a cursor, every ticket once, newest first, on both admin paths', async () => {
    const pages = await adminList({ search: token, limit: '2' });
    expect(pages.slice(0, -1).every((p) => p.length <= 2)).toBe(true);
    expect(ids(pages.flat())).toEqual(newestFirst(Object.values(made).flat()));
    const shared = await adminList({ search: token, limit: '2' }, '/api/support-tickets/admin');
    expect(ids(shared.flat())).toEqual(ids(pages.flat()));
    // Without a search, a page of every status: the newest tickets of the whole desk.
    const first = await api<Page>('/api/admin/support?limit=3', { token: admin.token });
    expect(first.body.tickets).toHaveLength(3);
    expect(ids(first.body.tickets)).toEqual([...ids(first.body.tickets)].sort().reverse());
    expect(first.body.nextCursor).toBeTruthy();
  });

  it('refuses a cursor of another filter, and the list to non-admins', async () => {
    const page = await api<Page>(`/api/admin/support?status=open&limit=1&search=${token}`, {
      token: admin.token,
    });
    const cursor = page.body.nextCursor!;
    const res = await api(`/api/admin/support?status=closed&limit=1&cursor=${cursor}`, {
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor');
    expect((await api('/api/admin/support', { token: instructor.token })).status).toBe(403);
    expect((await api('/api/support-tickets/admin', { token: student.token })).status).toBe(403);
  });
});

describe('support: the admin dashboard counts', () => {
  it('stay exact through creations and transitions', async () => {
    const before = await adminCounts();
    const [a, b, c] = await Promise.all([
      ticket(student.token, 'Count A', { courseId }),
      ticket(student.token, 'Count B', { courseId }),
      ticket(other.token, 'Count C'),
    ]);
    await moveTo(instructor.token, a!._id, 'in-progress');
    await moveTo(instructor.token, a!._id, 'resolved');
    await moveTo(instructor.token, b!._id, 'closed');
    await moveTo(instructor.token, b!._id, 'closed');
    await moveTo(admin.token, c!._id, 'closed');
    await moveTo(admin.token, c!._id, 'open');
    await Promise.all([
      setStatus(admin.token, c!._id, { status: 'in-progress' }),
      setStatus(admin.token, c!._id, { status: 'resolved' }),
      setStatus(admin.token, c!._id, { status: 'closed' }),
    ]);
    const final = (await get(admin.token, c!._id)).body.status;
    const after = await adminCounts();
    const delta = {
      open: after.open - before.open,
      inProgress: after.inProgress - before.inProgress,
      resolved: after.resolved - before.resolved,
      closed: after.closed - before.closed,
    };
    // a resolved, b closed, c wherever the last of the racing changes left it.
    const expected = { open: 0, inProgress: 0, resolved: 1, closed: 1 };
    const counter = {
      open: 'open',
      'in-progress': 'inProgress',
      resolved: 'resolved',
      closed: 'closed',
    } as const;
    expected[counter[final as keyof typeof counter]] += 1;
    expect(delta).toEqual(expected);
  });
});

describe('support: the admin search finds a match however far back (issue 33)', () => {
  it('reads a bounded number of tickets a page, and following the cursor finds one behind 600 newer ones', async () => {
    const token = `zs${ulid().slice(-8).toLowerCase()}`;
    const target = await moveTo(admin.token, (await ticket(other.token, `Far back ${token}`))._id, 'closed');
    // 600 newer closed tickets that do not match, written directly (as the bench loader does), in 4 blocks at once.
    const now = new Date().toISOString();
    const filler = (i: number) => ({
      id: ulid(),
      userId: other.user.id,
      user: { name: 'Tara Bose', role: 'student' as const },
      subject: `Filler ${i}`,
      description: 'Nothing to see here.',
      category: 'other' as const,
      priority: 'low' as const,
      status: 'closed' as const,
      messageCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    const fillers = Array.from({ length: 600 }, (_, i) => filler(i));
    await Promise.all([0, 1, 2, 3].map((b) => putTicketsInBulk(fillers.slice(b * 150, (b + 1) * 150))));
    // Closed = the resolved and closed partitions: each reads at most half of adminSearchMaxRead a page.
    expect(SUPPORT_LIMITS.adminSearchMaxRead / 2).toBeLessThan(fillers.length);
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ status: 'closed', search: token.toUpperCase(), limit: '20' });
      if (cursor) params.set('cursor', cursor);
      const res = await api<Page>(`/api/admin/support?${params}`, { token: admin.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body);
      cursor = res.body.nextCursor;
    } while (cursor && pages.length < 50);
    // The first page read its share and stopped short of the match, with a cursor to read on.
    expect(pages[0]!.tickets).toEqual([]);
    expect(pages[0]!.nextCursor).toBeTruthy();
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.flatMap((p) => p.tickets).map((t) => t._id)).toEqual([target._id]);
    // Writing 600 items with their three index entries takes DynamoDB Local several seconds.
  }, 120_000);

  it('refuses a search that is too long or holds control characters (400)', async () => {
    for (const search of ['x'.repeat(101), 'a\u0000b', 'evil\u202Egnp']) {
      const res = await api(`/api/admin/support?${new URLSearchParams({ search })}`, { token: admin.token });
      expect(res.status, search).toBe(400);
    }
  });
});
