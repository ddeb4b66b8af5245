import { CHAT_LIMITS, CHAT_MESSAGES } from '@academy/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  enrol,
  newInstructor,
  newStudent,
  type Session,
  type Student,
  signedInBeforeAll,
  signIn,
} from '../support/api';
import { storedCourse } from '../support/courses';
import { countRequests, partitionItems, storedNotifications, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { keys } = await import('../support/table-keys');
const { invokeRoute } = await import('../../infra/local/seed-call');
const { chatRouteModules, seedChats } = await import('../../infra/local/seed-chats');
const { courseIdFor } = await import('../../infra/local/seed-courses');

interface Summary {
  id: string;
  course: { _id: string; title: string };
  student: { _id: string; name: string };
  instructor: { _id: string; name: string };
  lastMessage: string;
  lastMessageAt: string;
  messageCount: number;
  unreadCount: number;
  createdAt: string;
}
interface Message {
  id: string;
  sender: { _id: string; name: string; role: string };
  content: string;
  createdAt: string;
}
interface Thread {
  message?: string;
  chat: Summary;
  messages: Message[];
  olderCursor: string | null;
}
interface MentorEntry {
  courseId: string;
  courseTitle: string;
  mentor: { _id: string; name: string };
  chat: Summary | null;
}

const admin = signedInBeforeAll('admin@demo.academy');

async function courseOf(instructor: Session, title: string) {
  return storedCourse({
    instructorId: instructor.user.id,
    title,
    instructor: { id: instructor.user.id, name: instructor.user.name, achievements: [], socials: {} },
  });
}

const toMentor = (token: string, courseId: string, content: unknown) =>
  api(`/api/chats/${courseId}`, { method: 'POST', token, body: { content } });
const toStudent = (token: string, courseId: string, studentId: string, content: unknown) =>
  api(`/api/chats/${courseId}/${studentId}`, { method: 'POST', token, body: { content } });
const thread = (token: string, id: string, query = '') =>
  api<Thread>(`/api/chats/${id}${query ? `?${query}` : ''}`, { token });
const studentList = (token: string) => api<{ mentors: MentorEntry[] }>('/api/chats/student', { token });
const mentorList = (token: string) => api<{ chats: Summary[] }>('/api/chats/mentor', { token });

async function sent(res: Awaited<ReturnType<typeof toMentor>>) {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { chat: Summary; message: Message };
}

/** Every item of a conversation's partition (the conversation and its messages), from the table. */
const partition = (courseId: string, studentId: string) => partitionItems(keys.chat(courseId, studentId).PK);

/** A user's chat notifications about one conversation. */
const chatNotifications = (userId: string, chatId: string) =>
  storedNotifications(userId, { type: 'chat', sourceId: chatId });

describe('chats: sending both ways, lists, unread counts and notifications', () => {
  let mentor: Session;
  let courseId: string;
  let otherCourseId: string;
  let student: Student;
  let chatId: string;

  beforeAll(async () => {
    mentor = await newInstructor(admin.token, 'Kavya Menon');
    const other = await newInstructor(admin.token, 'Other Mentor');
    courseId = (await courseOf(mentor, 'Chat Course')).id;
    otherCourseId = (await courseOf(other, 'Second Course')).id;
    student = await newStudent('Rohan Das');
    await enrol(student.token, courseId);
    await enrol(student.token, otherCourseId);
    chatId = `${courseId}_${student.user.id}`;
  });

  it('lists one mentor per enrolled course before any conversation', async () => {
    const res = await studentList(student.token);
    expect(res.status).toBe(200);
    expect(res.body.mentors).toHaveLength(2);
    const entry = res.body.mentors.find((m) => m.courseId === courseId)!;
    expect(entry).toEqual({
      courseId,
      courseTitle: 'Chat Course',
      mentor: { _id: mentor.user.id, name: 'Kavya Menon' },
      chat: null,
    });
    expect((await thread(student.token, chatId)).status).toBe(404);
    expect((await thread(student.token, chatId)).body.message).toBe('Chat not found');
  });

  it('stores a student message and the mentor answer in one conversation, counting unread on the other side', async () => {
    const first = await sent(await toMentor(student.token, courseId, '  How do I start module 2?  '));
    expect(first.message).toMatchObject({
      content: 'How do I start module 2?',
      sender: { _id: student.user.id, name: 'Rohan Das', role: 'student' },
    });
    expect(first.chat).toMatchObject({
      id: chatId,
      course: { _id: courseId, title: 'Chat Course' },
      student: { _id: student.user.id, name: 'Rohan Das' },
      instructor: { _id: mentor.user.id, name: 'Kavya Menon' },
      lastMessage: 'How do I start module 2?',
      messageCount: 1,
      unreadCount: 0,
    });

    const mentorView = (await mentorList(mentor.token)).body.chats;
    expect(mentorView.map((c) => c.id)).toEqual([chatId]);
    expect(mentorView[0]).toMatchObject({ unreadCount: 1, messageCount: 1 });

    const answer = await sent(
      await toStudent(mentor.token, courseId, student.user.id, 'Open the Resources tab.'),
    );
    expect(answer.message.sender).toEqual({ _id: mentor.user.id, name: 'Kavya Menon', role: 'instructor' });
    // The mentor has not opened the thread: the student's question is still unread on their side.
    expect(answer.chat).toMatchObject({
      messageCount: 2,
      unreadCount: 1,
      lastMessage: 'Open the Resources tab.',
    });
    expect(answer.chat.createdAt).toBe(first.chat.createdAt);

    const mine = (await studentList(student.token)).body.mentors;
    expect(mine[0]!.courseId).toBe(courseId); // the conversation first, then the course without one
    expect(mine[0]!.chat).toMatchObject({ id: chatId, messageCount: 2, unreadCount: 1 });
    expect(mine[1]).toMatchObject({ courseId: otherCourseId, chat: null });

    // The instructor dashboard's Recent Chats shows it.
    const dashboard = await api('/api/dashboard/instructor', { token: mentor.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.recentChats.map((c: Summary) => c.id)).toEqual([chatId]);
  });

  it("clears the reader's unread count when they open the thread, not the other side's", async () => {
    const opened = await thread(mentor.token, chatId);
    expect(opened.status).toBe(200);
    expect(opened.body.messages.map((m) => m.content)).toEqual([
      'How do I start module 2?',
      'Open the Resources tab.',
    ]);
    expect(opened.body.chat.unreadCount).toBe(0);
    expect(opened.body.olderCursor).toBeNull();
    expect((await mentorList(mentor.token)).body.chats[0]!.unreadCount).toBe(0);
    expect((await studentList(student.token)).body.mentors[0]!.chat!.unreadCount).toBe(1);

    // An admin reads it without touching either side's count.
    const asAdmin = await thread(admin.token, chatId);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.messages).toHaveLength(2);
    expect((await studentList(student.token)).body.mentors[0]!.chat!.unreadCount).toBe(1);

    expect((await thread(student.token, chatId)).body.chat.unreadCount).toBe(0);
    expect((await studentList(student.token)).body.mentors[0]!.chat!.unreadCount).toBe(0);
  });

  it('notifies the other side once per message (type chat)', async () => {
    const toMentorNotes = await chatNotifications(mentor.user.id, chatId);
    const toStudentNotes = await chatNotifications(student.user.id, chatId);
    expect(toMentorNotes).toHaveLength(1);
    expect(toStudentNotes).toHaveLength(1);
    expect(toMentorNotes[0]).toMatchObject({ type: 'chat', title: 'New message' });
    expect(toStudentNotes[0]!.message).toContain('Kavya Menon');
    const counts = await api('/api/notifications/unread-count', { token: student.token });
    expect(counts.body.byType.chat).toBeGreaterThanOrEqual(1);
  });

  it('refuses blank, missing and oversized messages (400) and stores nothing', async () => {
    const before = (await partition(courseId, student.user.id)).length;
    for (const content of ['', '   \n\t ', undefined, 'x'.repeat(CHAT_LIMITS.content + 1)]) {
      const res = await toMentor(student.token, courseId, content);
      expect(res.status, String(content).slice(0, 10)).toBe(400);
      const fromMentor = await toStudent(mentor.token, courseId, student.user.id, content);
      expect(fromMentor.status).toBe(400);
    }
    expect((await toMentor(student.token, courseId, 'y'.repeat(CHAT_LIMITS.content))).status).toBe(201);
    expect((await partition(courseId, student.user.id)).length).toBe(before + 1);
  });

  it('stores every message of many sent at once from both sides, each notified once', async () => {
    const fresh = await newStudent('Burst Learner');
    await enrol(fresh.token, courseId);
    const id = `${courseId}_${fresh.user.id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? toStudent(mentor.token, courseId, fresh.user.id, `mentor ${i}`)
          : toMentor(fresh.token, courseId, `student ${i}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const asAdmin = await thread(admin.token, id);
    expect(asAdmin.body.chat.messageCount).toBe(10);
    expect(asAdmin.body.messages).toHaveLength(10);
    expect(await chatNotifications(mentor.user.id, id)).toHaveLength(5);
    expect(await chatNotifications(fresh.user.id, id)).toHaveLength(5);
    expect((await thread(fresh.token, id)).body.chat.unreadCount).toBe(0);
    const items = await partition(courseId, fresh.user.id);
    const chatItem = items.find((i) => i.SK === 'THREAD')!;
    expect(chatItem).toMatchObject({ studentUnread: 0, mentorUnread: 5, messageCount: 10 });
  });
});

describe('chats: an instructor starts a conversation (issue 33)', () => {
  let mentor: Session;
  let otherMentor: Session;
  let courseId: string;
  let otherCourseId: string;
  let quiet: Student;

  beforeAll(async () => {
    [mentor, otherMentor] = await Promise.all([
      newInstructor(admin.token, 'Starter Mentor'),
      newInstructor(admin.token, 'Bystander Mentor'),
    ]);
    courseId = (await courseOf(mentor, 'Starter Course')).id;
    otherCourseId = (await courseOf(otherMentor, 'Bystander Course')).id;
    quiet = await newStudent('Quiet Learner');
    await enrol(quiet.token, courseId);
    await enrol(quiet.token, otherCourseId);
  });

  it('the picker finds the enrolled student on the course’s student list (its own instructor only)', async () => {
    const res = await api(`/api/instructor/students?course=${courseId}`, { token: mentor.token });
    expect(res.status).toBe(200);
    expect(res.body.students.map((s: { _id: string; name: string }) => [s._id, s.name])).toEqual([
      [quiet.user.id, 'Quiet Learner'],
    ]);
    const other = await api(`/api/instructor/students?course=${courseId}`, { token: otherMentor.token });
    expect(other.status).toBe(403);
  });

  it('the first message creates the conversation: the student has it unread and is told once', async () => {
    const id = `${courseId}_${quiet.user.id}`;
    expect((await thread(mentor.token, id)).status).toBe(404);
    const first = await sent(
      await toStudent(mentor.token, courseId, quiet.user.id, 'Welcome! How is it going?'),
    );
    expect(first.chat).toMatchObject({
      id,
      course: { _id: courseId, title: 'Starter Course' },
      student: { _id: quiet.user.id, name: 'Quiet Learner' },
      instructor: { _id: mentor.user.id, name: 'Starter Mentor' },
      messageCount: 1,
      unreadCount: 0,
    });
    expect((await mentorList(mentor.token)).body.chats.map((c) => c.id)).toEqual([id]);
    const entry = (await studentList(quiet.token)).body.mentors.find((m) => m.courseId === courseId)!;
    expect(entry.chat).toMatchObject({
      id,
      messageCount: 1,
      unreadCount: 1,
      lastMessage: 'Welcome! How is it going?',
    });
    expect(await chatNotifications(quiet.user.id, id)).toHaveLength(1);
    // The student answers in the same conversation.
    const answer = await sent(await toMentor(quiet.token, courseId, 'Fine, thanks!'));
    expect(answer.chat).toMatchObject({ id, messageCount: 2 });
    expect((await thread(quiet.token, id)).body.messages.map((m) => m.sender._id)).toEqual([
      mentor.user.id,
      quiet.user.id,
    ]);
    // The other course's mentor has no conversation with them, and cannot start one in this course.
    expect((await mentorList(otherMentor.token)).body.chats).toEqual([]);
    const refused = await toStudent(otherMentor.token, courseId, quiet.user.id, 'Hello from elsewhere');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CHAT_MESSAGES.invalidTargetApi);
    // Nor an admin, who reads but never writes.
    expect((await toStudent(admin.token, courseId, quiet.user.id, 'Admin here')).status).toBe(403);
    expect((await thread(admin.token, id)).body.chat.messageCount).toBe(2);
  });

  it('two first messages at once make one conversation holding both', async () => {
    const fresh = await newStudent('Fresh Learner');
    await enrol(fresh.token, courseId);
    const id = `${courseId}_${fresh.user.id}`;
    const answers = await Promise.all([
      toStudent(mentor.token, courseId, fresh.user.id, 'First hello'),
      toStudent(mentor.token, courseId, fresh.user.id, 'Second hello'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const items = await partition(courseId, fresh.user.id);
    expect(items.filter((i) => i.SK === 'THREAD')).toHaveLength(1);
    expect(items.find((i) => i.SK === 'THREAD')).toMatchObject({ messageCount: 2, studentUnread: 2 });
    expect(await chatNotifications(fresh.user.id, id)).toHaveLength(2);
  });
});

describe('chats: paging a long conversation', () => {
  let mentor: Session;
  let courseId: string;
  let student: Student;
  let chatId: string;
  const total = 7;

  beforeAll(async () => {
    mentor = await newInstructor(admin.token, 'Paging Mentor');
    courseId = (await courseOf(mentor, 'Paging Course')).id;
    student = await newStudent('Paging Student');
    await enrol(student.token, courseId);
    chatId = `${courseId}_${student.user.id}`;
    for (let i = 1; i <= total; i++) {
      const res =
        i % 2
          ? await toMentor(student.token, courseId, `message ${i}`)
          : await toStudent(mentor.token, courseId, student.user.id, `message ${i}`);
      expect(res.status).toBe(201);
    }
  });

  it('answers the newest page oldest first, then older pages by cursor until the first message', async () => {
    const first = await thread(student.token, chatId, 'limit=3');
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m) => m.content)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(first.body.chat.messageCount).toBe(total);
    const seen = [...first.body.messages];
    let cursor = first.body.olderCursor;
    let pages = 1;
    while (cursor) {
      const page = await thread(student.token, chatId, `limit=3&cursor=${encodeURIComponent(cursor)}`);
      expect(page.status).toBe(200);
      expect(page.body.chat.id).toBe(chatId);
      seen.unshift(...page.body.messages);
      cursor = page.body.olderCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen.map((m) => m.content)).toEqual(Array.from({ length: total }, (_, i) => `message ${i + 1}`));
    const all = await thread(student.token, chatId);
    expect(all.body.messages).toHaveLength(total);
    expect(all.body.olderCursor).toBeNull();
  });

  it("refuses a cursor that is not this conversation's (400)", async () => {
    const other = await newStudent('Cursor Thief');
    await enrol(other.token, courseId);
    await sent(await toMentor(other.token, courseId, 'one'));
    await sent(await toMentor(other.token, courseId, 'two'));
    const mine = await thread(other.token, `${courseId}_${other.user.id}`, 'limit=1');
    expect(mine.body.olderCursor).toBeTruthy();
    const res = await thread(
      student.token,
      chatId,
      `limit=3&cursor=${encodeURIComponent(mine.body.olderCursor!)}`,
    );
    expect(res.status).toBe(400);
    expect((await thread(student.token, chatId, 'cursor=not-a-cursor')).status).toBe(400);
  });

  it('keeps to the budgets: a send is 3 DynamoDB requests, a poll with nothing new 1 Query', async () => {
    const send = await countRequests(() =>
      invokeRoute(chatRouteModules, 'sendChatToMentor', student.user.id, {
        params: { id: courseId },
        body: { content: 'counted' },
      }),
    );
    expect(send.result.status).toBe(201);
    expect(send.ops).toEqual(['GetItem', 'BatchGetItem', 'TransactWriteItems']);
    const mentorSend = await countRequests(() =>
      invokeRoute(chatRouteModules, 'sendChatToStudent', mentor.user.id, {
        params: { id: courseId, studentId: student.user.id },
        body: { content: 'counted back' },
      }),
    );
    expect(mentorSend.ops).toEqual(['GetItem', 'BatchGetItem', 'TransactWriteItems']);

    // The student has one unread: opening reads it (Query + one UpdateItem), the next poll is one Query.
    const open = await countRequests(() =>
      invokeRoute<Thread>(chatRouteModules, 'getChat', student.user.id, { params: { id: chatId } }),
    );
    expect(open.result.body.chat.unreadCount).toBe(0);
    expect(open.ops).toEqual(['GetItem', 'Query', 'UpdateItem']);
    const poll = await countRequests(() =>
      invokeRoute(chatRouteModules, 'getChat', student.user.id, { params: { id: chatId } }),
    );
    expect(poll.ops).toEqual(['GetItem', 'Query']);

    const lists = await countRequests(() => invokeRoute(chatRouteModules, 'listMentorChats', mentor.user.id));
    expect(lists.ops).toEqual(['GetItem', 'Query']);
    const mine = await countRequests(() =>
      invokeRoute(chatRouteModules, 'listStudentChats', student.user.id),
    );
    expect(mine.ops.sort()).toEqual(['GetItem', 'Query', 'Query']);
  });
});

describe('chats: who may read and write', () => {
  let mentor: Session;
  let otherMentor: Session;
  let courseId: string;
  let otherCourseId: string;
  let student: Student;
  let classmate: Student;
  let elsewhere: Student;
  let outsider: Student;
  let chatId: string;

  beforeAll(async () => {
    [mentor, otherMentor] = await Promise.all([
      newInstructor(admin.token, 'Own Mentor'),
      newInstructor(admin.token, 'Not Your Mentor'),
    ]);
    courseId = (await courseOf(mentor, 'Private Course')).id;
    otherCourseId = (await courseOf(otherMentor, 'Other Course')).id;
    [student, classmate, elsewhere, outsider] = await Promise.all([
      newStudent('Private Student'),
      newStudent('Classmate'),
      newStudent('Elsewhere Student'),
      newStudent('Outsider'),
    ]);
    await enrol(student.token, courseId);
    await enrol(classmate.token, courseId);
    await enrol(elsewhere.token, otherCourseId);
    chatId = `${courseId}_${student.user.id}`;
    await sent(await toMentor(student.token, courseId, 'A private question'));
    await sent(await toMentor(elsewhere.token, otherCourseId, 'Another course, another mentor'));
  });

  it("never shows a student another student's conversation (same course or another): 404", async () => {
    for (const other of [classmate, elsewhere, outsider]) {
      const res = await thread(other.token, chatId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Chat not found');
    }
    // Their own lists hold only their own.
    const list = await studentList(classmate.token);
    expect(list.body.mentors).toHaveLength(1);
    expect(list.body.mentors[0]!.chat).toBeNull();
    expect((await studentList(outsider.token)).body.mentors).toEqual([]);
  });

  it('shows a conversation to its own mentor and admins only; another instructor gets 404', async () => {
    expect((await thread(mentor.token, chatId)).status).toBe(200);
    expect((await thread(admin.token, chatId)).status).toBe(200);
    const res = await thread(otherMentor.token, chatId);
    expect(res.status).toBe(404);
    expect((await mentorList(otherMentor.token)).body.chats.map((c) => c.id)).toEqual([
      `${otherCourseId}_${elsewhere.user.id}`,
    ]);
  });

  it('answers 404 for malformed and unknown chat ids', async () => {
    for (const id of ['nounderscore', `${courseId}_x_y`, `${courseId}_${outsider.user.id}`]) {
      expect((await thread(admin.token, id)).status).toBe(404);
    }
  });

  it("lets an instructor write only to students enrolled in their own courses: 400 'Invalid course or student', nothing stored", async () => {
    const refused = [
      // Another instructor's course, its enrolled student.
      await toStudent(mentor.token, otherCourseId, elsewhere.user.id, 'Hi from a stranger'),
      // Their own course, a student not enrolled in it (enrolled elsewhere, or nowhere).
      await toStudent(mentor.token, courseId, elsewhere.user.id, 'Hi'),
      await toStudent(mentor.token, courseId, outsider.user.id, 'Hi'),
      // A course or a student that does not exist.
      await toStudent(mentor.token, 'CNOSUCHCOURSE0001', student.user.id, 'Hi'),
      await toStudent(mentor.token, courseId, 'no-such-student', 'Hi'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CHAT_MESSAGES.invalidTargetApi);
    }
    expect(await partition(courseId, elsewhere.user.id)).toEqual([]);
    expect(await partition(courseId, outsider.user.id)).toEqual([]);
    expect(await partition('CNOSUCHCOURSE0001', student.user.id)).toEqual([]);
    // The other instructor's conversation is unchanged: one message, no note from the stranger.
    const other = await thread(otherMentor.token, `${otherCourseId}_${elsewhere.user.id}`);
    expect(other.body.messages.map((m) => m.content)).toEqual(['Another course, another mentor']);
    expect(await chatNotifications(elsewhere.user.id, `${otherCourseId}_${elsewhere.user.id}`)).toEqual([]);
    expect((await mentorList(mentor.token)).body.chats.map((c) => c.id)).toEqual([chatId]);
  });

  it('refuses a student writing to a course they are not enrolled in, or one that does not exist (400)', async () => {
    for (const res of [
      await toMentor(outsider.token, courseId, 'Let me in'),
      await toMentor(student.token, otherCourseId, 'Wrong course'),
      await toMentor(student.token, 'CNOSUCHCOURSE0001', 'Nowhere'),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CHAT_MESSAGES.invalidTargetApi);
    }
    expect(await partition(courseId, outsider.user.id)).toEqual([]);
    expect(await partition(otherCourseId, student.user.id)).toEqual([]);
  });

  it('keeps each route to its roles (403)', async () => {
    expect((await toStudent(student.token, courseId, classmate.user.id, 'Hi')).status).toBe(403);
    expect((await toMentor(mentor.token, courseId, 'Hi')).status).toBe(403);
    expect((await toMentor(admin.token, courseId, 'Hi')).status).toBe(403);
    expect((await mentorList(student.token)).status).toBe(403);
    expect((await studentList(mentor.token)).status).toBe(403);
    expect((await api('/api/chats/student')).status).toBe(401);
  });
});

describe('chats: the demo conversations', () => {
  const web = courseIdFor('web-foundations-html-css-js');
  const python = courseIdFor('python-data-analysis');
  const react = courseIdFor('react-typescript-production-apps');

  it('gives the demo student three mentors with conversations in several states', async () => {
    const student = await signIn('student@demo.academy');
    const mentors = (await studentList(student.token)).body.mentors;
    expect(mentors.map((m) => m.courseId)).toEqual([react, python, web]);
    expect(mentors.map((m) => m.chat?.unreadCount)).toEqual([0, 2, 0]);
    expect(mentors.map((m) => m.mentor.name)).toEqual(['Rahul Sharma', 'Priya Iyer', 'Rahul Sharma']);

    const rahul = await signIn('instructor@demo.academy');
    const chats = (await mentorList(rahul.token)).body.chats;
    const unread = Object.fromEntries(chats.map((c) => [`${c.course._id} ${c.student.name}`, c.unreadCount]));
    expect(unread).toMatchObject({
      [`${react} Ananya Gupta`]: 1,
      [`${web} Ananya Gupta`]: 0,
      [`${web} Vikram Singh`]: 1,
      [`${web} Sneha Reddy`]: 0,
    });
    const priya = await signIn('instructor2@demo.academy');
    const hers = (await mentorList(priya.token)).body.chats;
    expect(hers.map((c) => [c.course._id, c.unreadCount, c.messageCount])).toEqual([[python, 0, 3]]);
  });

  it('stays the same when the seed runs again (no message doubled)', async () => {
    const people = await Promise.all(
      ['instructor', 'instructor2', 'student', 'student2', 'student3', 'student4'].map(async (who) => {
        const email = `${who}@demo.academy`;
        const { user } = await signIn(email);
        return { id: user.id, name: user.name, email };
      }),
    );
    const [primary, second, ...students] = people;
    const before = await Promise.all(students.map((s) => partition(web, s.id)));
    await seedChats({ instructors: { primary: primary!, second: second! }, students });
    const after = await Promise.all(students.map((s) => partition(web, s.id)));
    expect(after.map((items) => items.length)).toEqual(before.map((items) => items.length));
    expect(before.map((items) => items.length)).toEqual([4, 3, 5, 0]);
  });
});
