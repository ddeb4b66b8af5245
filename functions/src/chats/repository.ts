import { CHAT_LIMITS } from '@academy/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  conditionHeld,
  getItems,
  getOne,
  prefixValues,
  putNew,
  queryAll,
  queryNewest,
  queryPage,
  skBeginsWith,
  transact,
} from '../lib/db';
import type { IndexPartition } from '../lib/keys';
import { chatId, indexKeys, indexPartition, keys, skPrefix } from './keys';

/**
 * The chats feature's table access (docs/data-model.md AP78–AP82, W25). A conversation is `CHAT#<cid>#<sid>` /
 * `THREAD`; its partition also holds its messages (`MSG#<ulid>`, oldest first). `THREAD` sorts after every
 * `MSG#…`, so ONE descending Query reads the conversation and then its newest messages. The conversation item is
 * in the student's list (GSI1 `USER#<sid>#CHATS`) and the instructor's (GSI2 `INSTRUCTOR#<iid>#CHATS`), both by
 * the last message's time.
 */

export type ChatRole = 'student' | 'instructor' | 'admin';
/** Which party of a conversation: its student, or the course's instructor (the mentor). */
export type ChatSide = 'student' | 'mentor';

export interface ChatRecord {
  /** `<courseId>_<studentId>` (chatId()). */
  id: string;
  courseId: string;
  studentId: string;
  /** The course's instructor, copied at creation (fixed once a course exists). */
  instructorId: string;
  course: { title: string };
  student: { name: string };
  instructor: { name: string };
  /** The newest message's first CHAT_LIMITS.preview characters. */
  lastMessage: string;
  lastMessageAt: string;
  messageCount: number;
  /** Messages of the mentor the student has not opened yet, and the other way round. */
  studentUnread: number;
  mentorUnread: number;
  createdAt: string;
}

export interface MessageRecord {
  id: string;
  courseId: string;
  studentId: string;
  senderId: string;
  sender: { name: string; role: ChatRole };
  content: string;
  createdAt: string;
}

type Item = Record<string, unknown>;
type Key = { PK: string; SK: string };

const count = (value: unknown) => Math.max(0, Math.trunc(Number(value ?? 0)) || 0);
const named = (value: unknown) => ({ name: String((value as { name?: unknown } | undefined)?.name ?? '') });

export const toChatRecord = (i: Item): ChatRecord => ({
  id: String(i.id),
  courseId: String(i.courseId),
  studentId: String(i.studentId),
  instructorId: String(i.instructorId),
  course: { title: String((i.course as { title?: unknown } | undefined)?.title ?? '') },
  student: named(i.student),
  instructor: named(i.instructor),
  lastMessage: String(i.lastMessage ?? ''),
  lastMessageAt: String(i.lastMessageAt ?? i.createdAt),
  messageCount: count(i.messageCount),
  studentUnread: count(i.studentUnread),
  mentorUnread: count(i.mentorUnread),
  createdAt: String(i.createdAt),
});

export const toMessageRecord = (i: Item): MessageRecord => ({
  id: String(i.id),
  courseId: String(i.courseId),
  studentId: String(i.studentId),
  senderId: String(i.senderId),
  sender: {
    name: String((i.sender as Item | undefined)?.name ?? ''),
    role: (i.sender as Item).role as ChatRole,
  },
  content: String(i.content),
  createdAt: String(i.createdAt),
});

/** The conversation item's key (for a BatchGetItem with another feature's items). */
export const chatKey = (courseId: string, studentId: string): Key => keys.chat(courseId, studentId);

/** Several items by key, answered in the order asked (lib/db.ts). */
export { getItems };

/** What a send writes: the new message and the conversation as the sender's side knows it. */
export interface SendInput {
  message: MessageRecord;
  side: ChatSide;
  instructorId: string;
  courseTitle: string;
  /** The sender's name, and the other party's (kept when the conversation already has one: `if_not_exists`). */
  senderName: string;
  otherName: string;
}

/** The newest message's preview as the lists show it. */
export const preview = (content: string) => [...content].slice(0, CHAT_LIMITS.preview).join('');

/**
 * W25, the conversation's part: the message (never over another), and the conversation upserted: names, course
 * title, if_not_exists(createdAt), last message and time, both list keys, messageCount + 1 and the OTHER side's
 * unread + 1 (the sender's own counter is created at 0 and otherwise left alone).
 */
export function sendWrites(input: SendInput) {
  const { message: m, side } = input;
  const student = side === 'student';
  const names = student
    ? '#student = :sender, #instructor = :other'
    : '#instructor = :sender, #student = if_not_exists(#student, :other)';
  const [own, other] = student ? ['studentUnread', 'mentorUnread'] : ['mentorUnread', 'studentUnread'];
  const listed = {
    ...indexKeys.chatsByStudent(m.studentId, m.createdAt, m.courseId),
    ...indexKeys.chatsByInstructor(input.instructorId, m.createdAt, m.courseId, m.studentId),
  };
  return [
    putNew({ ...keys.chatMessage(m.courseId, m.studentId, m.id), entity: 'chatMessage', ...m }),
    {
      Update: {
        TableName: tableName(),
        Key: chatKey(m.courseId, m.studentId),
        UpdateExpression: `${[
          'SET #entity = :entity, #id = :id, #courseId = :courseId, #studentId = :studentId',
          '#instructorId = :instructorId, #course = :course',
          names,
          '#last = :last, #at = :at, #createdAt = if_not_exists(#createdAt, :at)',
          'GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2PK = :g2pk, GSI2SK = :g2sk',
          '#own = if_not_exists(#own, :zero)',
        ].join(', ')} ADD #count :one, #other :one`,
        ExpressionAttributeNames: {
          '#entity': 'entity',
          '#id': 'id',
          '#courseId': 'courseId',
          '#studentId': 'studentId',
          '#instructorId': 'instructorId',
          '#course': 'course',
          '#student': 'student',
          '#instructor': 'instructor',
          '#last': 'lastMessage',
          '#at': 'lastMessageAt',
          '#createdAt': 'createdAt',
          '#own': own,
          '#count': 'messageCount',
          '#other': other,
        },
        ExpressionAttributeValues: {
          ':entity': 'chat',
          ':id': chatId(m.courseId, m.studentId),
          ':courseId': m.courseId,
          ':studentId': m.studentId,
          ':instructorId': input.instructorId,
          ':course': { title: input.courseTitle },
          ':sender': { name: input.senderName },
          ':other': { name: input.otherName },
          ':last': preview(m.content),
          ':at': m.createdAt,
          ':g1pk': listed.GSI1PK,
          ':g1sk': listed.GSI1SK,
          ':g2pk': listed.GSI2PK,
          ':g2sk': listed.GSI2SK,
          ':zero': 0,
          ':one': 1,
        },
      },
    },
  ];
}

/** A ConditionCheck that the course (its key handed out by the courses service) is still the caller's. */
export const courseOwnerCheck = (courseKey: Key, instructorId: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: courseKey,
    ConditionExpression: 'instructorId = :sub',
    ExpressionAttributeValues: { ':sub': instructorId },
  },
});

/** Runs the writes as one transaction (lib/db.ts). */
export { transact };

/** The conversation alone (GetItem, consistent). */
export async function getChat(courseId: string, studentId: string): Promise<ChatRecord | undefined> {
  const item = await getOne(chatKey(courseId, studentId));
  return item ? toChatRecord(item) : undefined;
}

/**
 * AP82: the conversation and a page of its messages, newest first as read (the caller reverses them). Without a
 * cursor ONE Query, descending: the `THREAD` item, then the newest `limit` messages (one more tells whether older
 * ones exist). With a cursor (an older page): the messages before it (a Query) ∥ the conversation (GetItem).
 * Undefined when there is no conversation.
 */
export async function getThreadPage(
  courseId: string,
  studentId: string,
  limit: number,
  cursor?: string,
): Promise<{ chat: ChatRecord; messages: MessageRecord[]; olderCursor: string | null } | undefined> {
  const { PK, SK } = chatKey(courseId, studentId);
  if (!cursor) {
    const page = await queryPage<Item>({
      query: {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        ScanIndexForward: false,
        ConsistentRead: true,
      },
      keyAttributes: ['PK', 'SK'],
      limit: limit + 1,
    });
    const [first, ...rest] = page.items;
    if (!first || first.SK !== SK) return undefined;
    return {
      chat: toChatRecord(first),
      messages: rest.filter((i) => String(i.SK).startsWith(skPrefix.messages)).map(toMessageRecord),
      olderCursor: page.nextCursor,
    };
  }
  const [chat, page] = await Promise.all([
    getChat(courseId, studentId),
    queryPage<Item>({
      query: {
        KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'msg')}`,
        ExpressionAttributeValues: { ':pk': PK, ...prefixValues('msg', skPrefix.messages) },
        ScanIndexForward: false,
        ConsistentRead: true,
      },
      keyAttributes: ['PK', 'SK'],
      limit,
      cursor,
    }),
  ]);
  if (!chat) return undefined;
  return { chat, messages: page.items.map(toMessageRecord), olderCursor: page.nextCursor };
}

/**
 * Opening a conversation reads what the caller's side had not: its unread counter goes down by exactly the
 * `seen` messages the caller was shown (one conditional UpdateItem). A message that arrived meanwhile stays
 * unread; a counter already lowered by another open of the same side (cond fails) is left as it is.
 */
export async function markSeen(
  courseId: string,
  studentId: string,
  side: ChatSide,
  seen: number,
): Promise<void> {
  const counter = side === 'student' ? 'studentUnread' : 'mentorUnread';
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: chatKey(courseId, studentId),
        UpdateExpression: 'SET #unread = #unread - :seen',
        ConditionExpression: 'attribute_exists(PK) AND #unread >= :seen',
        ExpressionAttributeNames: { '#unread': counter },
        ExpressionAttributeValues: { ':seen': seen },
      }),
    ),
  );
}

/** AP80: a student's conversations, newest activity first (one Query of GSI1, ≤ `limit`). */
export async function listStudentChats(studentId: string, limit: number): Promise<ChatRecord[]> {
  const partition = indexPartition.chatsByStudent(studentId);
  return queryIndex(partition, limit);
}

/** AP81: the conversations with an instructor's students, newest activity first (one Query of GSI2, ≤ `limit`). */
export async function listInstructorChats(instructorId: string, limit: number): Promise<ChatRecord[]> {
  const partition = indexPartition.chatsByInstructor(instructorId);
  return queryIndex(partition, limit);
}

async function queryIndex(partition: IndexPartition, limit: number): Promise<ChatRecord[]> {
  const Items = await queryNewest(partition, limit);
  return Items.map(toChatRecord);
}

/** Issue 41's export: a conversation's every message, oldest first (one Query of its partition, bounded). */
export async function listAllChatMessages(courseId: string, studentId: string): Promise<MessageRecord[]> {
  const { items } = await queryAll<Item>(
    {
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'msg')}`,
      ExpressionAttributeValues: {
        ':pk': chatKey(courseId, studentId).PK,
        ...prefixValues('msg', skPrefix.messages),
      },
    },
    { maxItems: 20_000 },
  );
  return items.map(toMessageRecord);
}

/** Issue 41's export: every conversation of a student (AP80's partition) or a mentor (AP81's), to its end. */
export async function listAllChats(userId: string, side: ChatSide): Promise<ChatRecord[]> {
  const partition =
    side === 'student' ? indexPartition.chatsByStudent(userId) : indexPartition.chatsByInstructor(userId);
  const { items } = await queryAll<Item>(
    {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
    },
    { maxItems: 20_000 },
  );
  return items.map(toChatRecord);
}
