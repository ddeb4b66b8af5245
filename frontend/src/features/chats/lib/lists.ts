import type {
  ChatSummary,
  MentorChatsResponse,
  StudentChatsResponse,
} from '@academy/shared/features/chats/schemas';
import { t } from '@lingui/core/macro';

export type Mentor = StudentChatsResponse['mentors'][number];

/** Newest activity first (the order both lists come in). */
const newestFirst = (a: ChatSummary, b: ChatSummary) =>
  a.lastMessageAt === b.lastMessageAt ? 0 : a.lastMessageAt > b.lastMessageAt ? -1 : 1;

/**
 * The mentor dropdown in the server's order: conversations with the newest activity first, then the courses
 * without one (in the order they came).
 */
export function orderMentors(mentors: readonly Mentor[]): Mentor[] {
  const withChat = mentors.filter((m) => m.chat).sort((a, b) => newestFirst(a.chat!, b.chat!));
  return [...withChat, ...mentors.filter((m) => !m.chat)];
}

/** The course in the address if the student has it, else the first (newest activity); null with none. */
export function selectedMentor(mentors: readonly Mentor[], requested: string | null): Mentor | null {
  return mentors.find((m) => m.courseId === requested) ?? mentors[0] ?? null;
}

/** One option of the mentor dropdown: course title and mentor name, and what is unread there. */
export function mentorOptionLabel(mentor: Mentor): string {
  const unread = mentor.chat?.unreadCount ?? 0;
  const label = `${mentor.courseTitle} · ${mentor.mentor.name}`;
  return unread > 0 ? t`${label} (${unread} unread)` : label;
}

/** The student's list after a send: the course's conversation as the answer gave it, first. */
export function withStudentChat(data: StudentChatsResponse, chat: ChatSummary): StudentChatsResponse {
  return {
    mentors: orderMentors(data.mentors.map((m) => (m.courseId === chat.course._id ? { ...m, chat } : m))),
  };
}

/** The instructor's list after a send: the conversation as the answer gave it, first. */
export function withMentorChat(data: MentorChatsResponse, chat: ChatSummary): MentorChatsResponse {
  return { chats: [chat, ...data.chats.filter((c) => c.id !== chat.id)].sort(newestFirst) };
}

/** Opening a conversation reads it (the server clears its unread count): the lists say so at once. */
export function studentChatsRead(data: StudentChatsResponse, chatId: string): StudentChatsResponse {
  return {
    mentors: data.mentors.map((m) =>
      m.chat?.id === chatId && m.chat.unreadCount > 0 ? { ...m, chat: { ...m.chat, unreadCount: 0 } } : m,
    ),
  };
}

export function mentorChatsRead(data: MentorChatsResponse, chatId: string): MentorChatsResponse {
  return {
    chats: data.chats.map((c) => (c.id === chatId && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c)),
  };
}
