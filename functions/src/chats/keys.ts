import { isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The chats feature's items: a mentor chat's thread and messages, and the chat lists' index keys: their keys,
 * beside the access patterns that use them (docs/data-model.md, "APn"). Only this feature builds them; another
 * feature that reads or writes one of these items in its own request asks this feature's service for the piece
 * (docs/features.md). The prefixes come from the registry in lib/keys.ts, whose test proves them unique.
 */
/** The id of the one chat between a course's mentor and a student (GET /chats/{id}). */
export const chatId = (courseId: string, studentId: string) => `${courseId}_${studentId}`;

/** The inverse of chatId; undefined when the id is not of that shape. */
export function parseChatId(id: string): { courseId: string; studentId: string } | undefined {
  const [courseId, studentId, ...rest] = id.split('_');
  return courseId && studentId && rest.length === 0 ? { courseId, studentId } : undefined;
}

export const keys = {
  /** The mentor chat of one student in one course (AP78-82); `THREAD` sorts after its `MSG#` items. */
  chat: (courseId: string, studentId: string) => ({
    PK: `${prefix.chat}${courseId}#${studentId}`,
    SK: 'THREAD',
  }),
  /** A message of a mentor chat (AP78-79, AP82). */
  chatMessage: (courseId: string, studentId: string, messageId: string) => ({
    PK: `${prefix.chat}${courseId}#${studentId}`,
    SK: `${prefix.message}${messageId}`,
  }),
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP75, AP82: messages of a ticket or a chat. */
  messages: prefix.message,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  chatsByStudent: (studentId: string) => on('GSI1', `${prefix.user}${studentId}#CHATS`),
  chatsByInstructor: (instructorId: string) => on('GSI2', `${prefix.instructor}${instructorId}#CHATS`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP80, GSI1: a student's chats, most recent message first. */
  chatsByStudent: (studentId: string, lastMessageAt: string, courseId: string) =>
    p.chatsByStudent(studentId).key(`${isoUtc(lastMessageAt)}#${courseId}`),
  /** AP81, GSI2: chats with an instructor's students, most recent message first. */
  chatsByInstructor: (instructorId: string, lastMessageAt: string, courseId: string, studentId: string) =>
    p.chatsByInstructor(instructorId).key(`${isoUtc(lastMessageAt)}#${courseId}#${studentId}`),
};
