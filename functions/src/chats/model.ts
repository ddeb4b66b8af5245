import type { ChatMessage, ChatSummary, StudentChatsResponse } from '@academy/shared';
import { BadRequestError, NotFoundError } from '../lib/errors';
import type { Caller } from '../lib/http';
import type { ChatRecord, ChatSide, MessageRecord } from './repository';

/** The chats feature's answers, errors and rules, shared by its handlers and its service. */

/** A course that does not exist, a student not enrolled in it, an instructor who is not its own (W25). */
export class InvalidChatTargetError extends BadRequestError {
  constructor() {
    // CHAT_MESSAGES.invalidTargetApi, spelled out so the statuses reader sees it (model.test.ts keeps them equal).
    super(/*i18n*/ 'Invalid course or student');
  }
}

/** No such conversation, or one the caller may not read (its existence is not revealed). */
export class ChatNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Chat not found');
  }
}

/**
 * Which side of the conversation the caller reads it as: its student, the course's instructor (the mentor), or an
 * admin (any conversation, neither side). Anyone else: 404, as for a conversation that does not exist.
 */
export function readerSide(caller: Pick<Caller, 'id' | 'role'>, chat: ChatRecord): ChatSide | 'admin' {
  if (caller.role === 'student' && caller.id === chat.studentId) return 'student';
  if (caller.role === 'instructor' && caller.id === chat.instructorId) return 'mentor';
  if (caller.role === 'admin') return 'admin';
  throw new ChatNotFoundError();
}

/** The unread counter of one side (an admin has none: 0). */
export const unreadOf = (chat: ChatRecord, side: ChatSide | 'admin') =>
  side === 'student' ? chat.studentUnread : side === 'mentor' ? chat.mentorUnread : 0;

/** The conversation as the lists and threads show it, with `side`'s unread count. */
export const toChatSummary = (c: ChatRecord, side: ChatSide | 'admin'): ChatSummary => ({
  _id: c.id,
  id: c.id,
  course: { _id: c.courseId, title: c.course.title },
  student: { _id: c.studentId, name: c.student.name },
  instructor: { _id: c.instructorId, name: c.instructor.name },
  lastMessage: c.lastMessage,
  lastMessageAt: c.lastMessageAt,
  messageCount: c.messageCount,
  unreadCount: unreadOf(c, side),
  createdAt: c.createdAt,
});

/** A message as the API answers it; text exactly as stored (plain text, never HTML). */
export const toChatMessage = (m: MessageRecord): ChatMessage => ({
  _id: m.id,
  id: m.id,
  sender: { _id: m.senderId, name: m.sender.name, role: m.sender.role },
  content: m.content,
  createdAt: m.createdAt,
});

/** One enrolled course of a student as the mentor list needs it (from the enrolments feature). */
export interface MentorCourse {
  courseId: string;
  courseTitle: string;
  instructorId: string;
  instructorName: string;
}

/**
 * GET /chats/student: one entry per enrolled course, the courses with a conversation first (newest activity first,
 * the conversation's copies of title and names, refreshed on every message), then the rest in the order given
 * (newest enrolment first). A conversation of a course the student is no longer enrolled in is left out.
 */
export function mentorEntries(
  courses: readonly MentorCourse[],
  chats: readonly ChatRecord[],
): StudentChatsResponse['mentors'] {
  const byCourse = new Map(chats.map((c) => [c.courseId, c]));
  const entry = (course: MentorCourse) => {
    const chat = byCourse.get(course.courseId);
    return {
      courseId: course.courseId,
      courseTitle: chat?.course.title || course.courseTitle,
      mentor: {
        _id: chat?.instructorId || course.instructorId,
        name: chat?.instructor.name || course.instructorName,
      },
      chat: chat ? toChatSummary(chat, 'student') : null,
    };
  };
  const withChat = courses
    .filter((c) => byCourse.has(c.courseId))
    .sort((a, b) => {
      const x = byCourse.get(a.courseId)!;
      const y = byCourse.get(b.courseId)!;
      return y.lastMessageAt.localeCompare(x.lastMessageAt) || a.courseId.localeCompare(b.courseId);
    });
  const without = courses.filter((c) => !byCourse.has(c.courseId));
  return [...withChat, ...without].map(entry);
}

/** Newest first as read → oldest first (newest last) as the thread shows them. */
export const oldestFirst = <T>(newestFirst: readonly T[]): T[] => [...newestFirst].reverse();
