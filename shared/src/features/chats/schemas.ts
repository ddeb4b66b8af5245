import * as z from 'zod';
import { Id, ids, MultiLine, pageQuery, ref } from '../../schemas/common';

/** Spec part 2: chat constants; the bounds it leaves open are ours. */
export const CHAT_LIMITS = {
  /** A message (spec: non-blank; data model: 5 KB). */
  content: 2000,
  /** Messages in one page of a thread (newest last). */
  pageSize: 50,
  maxPageSize: 100,
  /** Conversations listed at most (newest activity first). */
  maxListed: 100,
  /** `lastMessage` keeps this many characters of the newest message. */
  preview: 200,
  /** How often an open thread and the conversation lists ask for news while the tab is visible (ms). */
  threadPollMs: 3000,
  listPollMs: 5000,
} as const;

/** Spec part 2 §9 (error catalogue): what the chat screens say. */
export const CHAT_MESSAGES = {
  sendFailed: '❌ Failed to send message.',
  invalidTarget: '❌ Cannot send message. Invalid course or student.',
  /** The API's 400 for a course or student that do not match (the screen shows `invalidTarget`). */
  invalidTargetApi: /*i18n*/ 'Invalid course or student',
} as const;

/** A message body (spec part 2 §8: non-blank). */
const Content = MultiLine(/*i18n*/ 'Message', CHAT_LIMITS.content).pipe(
  z.string().min(1, /*i18n*/ 'Message is required'),
);

/** POST /api/chats/{courseId} and POST /api/chats/{courseId}/{studentId}. */
export const SendChatMessageBody = z.object({ content: Content });
export type SendChatMessageBody = z.input<typeof SendChatMessageBody>;

/** The path variable is `{id}` (API Gateway takes one name per level under /api/chats): here a course id. */
export const ChatCourseParams = z.object({ id: Id });
export const ChatStudentParams = z.object({ id: Id, studentId: Id });
/** A chat id is `<courseId>_<studentId>` (one conversation per student and course). */
export const ChatIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(3)
    .max(130)
    .regex(/^[A-Za-z0-9_-]+$/, /*i18n*/ 'Invalid id'),
});

/** One message (spec part 2 §10: _id, sender{_id,name}, content, timestamp or createdAt). */
export const ChatMessage = z.object({
  ...ids,
  sender: ref({ name: z.string(), role: z.enum(['student', 'instructor', 'admin']) }),
  content: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A conversation without its messages, as the lists show it; `unreadCount` is the caller's side. */
export const ChatSummary = z.object({
  _id: z.string(),
  id: z.string(),
  course: ref({ title: z.string() }),
  student: ref({ name: z.string() }),
  instructor: ref({ name: z.string() }),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number().int().min(0),
  /** Messages the caller has not read yet (the other side's since the caller last opened the thread). */
  unreadCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

/** POST /api/chats/…: the stored message and the conversation after it. */
export const SendChatMessageResponse = z.object({ chat: ChatSummary, message: ChatMessage });
export type SendChatMessageResponse = z.infer<typeof SendChatMessageResponse>;

/**
 * GET /api/chats/student: one entry per enrolled course (the mentor dropdown: course title and mentor name),
 * with its conversation if one exists; conversations with the newest activity first, then courses without one.
 */
export const StudentChatsResponse = z.object({
  mentors: z.array(
    z.object({
      courseId: Id,
      courseTitle: z.string(),
      mentor: ref({ name: z.string() }),
      chat: ChatSummary.nullable(),
    }),
  ),
});
export type StudentChatsResponse = z.infer<typeof StudentChatsResponse>;

/** GET /api/chats/mentor: the instructor's conversations (every course of theirs), newest activity first. */
export const MentorChatsResponse = z.object({ chats: z.array(ChatSummary) });
export type MentorChatsResponse = z.infer<typeof MentorChatsResponse>;

/** GET /api/chats/{id}: a page of messages, oldest first; `cursor` reads older ones. */
export const ChatThreadQuery = pageQuery(CHAT_LIMITS.maxPageSize, CHAT_LIMITS.pageSize);
export const ChatThreadResponse = z.object({
  chat: ChatSummary,
  /** Oldest first, newest last (the newest page unless a cursor asks for older messages). */
  messages: z.array(ChatMessage),
  /** Reads the page of older messages; null at the first message. */
  olderCursor: z.string().nullable(),
});
export type ChatThreadResponse = z.infer<typeof ChatThreadResponse>;
