import type { SendChatMessageResponse } from '@academy/shared';
import { monotonicFactory } from 'ulid';
import { courseRead } from '../courses/service';
import { enrollmentCheck, enrollmentRead } from '../enrollments/service';
import type { Caller } from '../http';
import { cancellationReasons, retryOnConflict } from '../lib/db';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { chatId } from './keys';
import { InvalidChatTargetError, toChatMessage, toChatSummary } from './model';
import {
  type ChatRecord,
  type ChatSide,
  chatKey,
  courseOwnerCheck,
  getItems,
  type MessageRecord,
  preview,
  sendWrites,
  toChatRecord,
  transact,
} from './repository';

/** Message ids: time-ordered, and still in order for two messages of one instance within a millisecond. */
const ulid = monotonicFactory();

/** The student's name on their enrolment (`student{name}`, docs/data-model.md), for a conversation the mentor opens. */
const enrolledName = (item: Record<string, unknown> | undefined) =>
  String((item?.student as { name?: unknown } | undefined)?.name ?? '');

/**
 * W25 (AP78 from the student, AP79 from the course's instructor): after the caller lookup, ONE BatchGetItem (the
 * course, the enrolment, the conversation) and ONE TransactWriteItems: the message, the conversation upserted,
 * a ConditionCheck that the student is still enrolled, (mentor) one that the course is still the caller's, and
 * the other side's notification (type chat, its id derived from the message's, so a retried transaction never
 * notifies twice). A course that does not exist, a student not enrolled in it or a course that is not the
 * mentor's: 400 'Invalid course or student', nothing stored.
 */
export async function sendChatMessage(input: {
  caller: Caller;
  courseId: string;
  studentId: string;
  content: string;
}): Promise<SendChatMessageResponse> {
  const { caller, courseId, studentId } = input;
  const side: ChatSide = caller.role === 'student' ? 'student' : 'mentor';
  const course = courseRead(courseId);
  const enrollment = enrollmentRead(studentId, courseId);
  const [courseItem, enrollmentItem, chatItem] = await getItems([
    course.key,
    enrollment.key,
    chatKey(courseId, studentId),
  ]);
  const found = course.read(courseItem);
  if (!found || !enrollment.read(enrollmentItem)) throw new InvalidChatTargetError();
  if (side === 'mentor' && found.instructorId !== caller.id) throw new InvalidChatTargetError();
  const before = chatItem ? toChatRecord(chatItem) : undefined;

  const now = new Date().toISOString();
  const message: MessageRecord = {
    id: ulid(),
    courseId,
    studentId,
    senderId: caller.id,
    sender: { name: caller.user.name, role: side === 'student' ? 'student' : 'instructor' },
    content: input.content,
    createdAt: now,
  };
  const otherName =
    side === 'student' ? found.instructorName : before?.student.name || enrolledName(enrollmentItem);
  const writes = [
    ...sendWrites({
      message,
      side,
      instructorId: found.instructorId,
      courseTitle: found.title,
      senderName: caller.user.name,
      otherName,
    }),
    enrollmentCheck(studentId, courseId),
    ...(side === 'mentor' ? [courseOwnerCheck(course.key, caller.id)] : []),
    ...notificationWrites({
      id: derivedId(now, `chat#${message.id}`),
      userId: side === 'student' ? found.instructorId : studentId,
      type: 'chat',
      ...notice(/*i18n*/ 'New message', /*i18n*/ '{name} sent you a message about “{course}”.', {
        name: caller.user.name,
        course: found.title,
      }),
      sourceId: chatId(courseId, studentId),
      createdAt: now,
    }),
  ];
  try {
    // Two messages to one conversation at once conflict on its item: the loser runs again (nothing was written).
    await retryOnConflict(() => transact(writes));
  } catch (error) {
    const reasons = cancellationReasons(error);
    // 2: the enrolment is gone; 3 (mentor): the course is gone. Nothing was stored.
    if (
      reasons[2] === 'ConditionalCheckFailed' ||
      (side === 'mentor' && reasons[3] === 'ConditionalCheckFailed')
    )
      throw new InvalidChatTargetError();
    throw error;
  }

  const after: ChatRecord = {
    id: chatId(courseId, studentId),
    courseId,
    studentId,
    instructorId: found.instructorId,
    course: { title: found.title },
    student: { name: side === 'student' ? caller.user.name : otherName },
    instructor: { name: side === 'student' ? otherName : caller.user.name },
    lastMessage: preview(message.content),
    lastMessageAt: now,
    messageCount: (before?.messageCount ?? 0) + 1,
    studentUnread: (before?.studentUnread ?? 0) + (side === 'mentor' ? 1 : 0),
    mentorUnread: (before?.mentorUnread ?? 0) + (side === 'student' ? 1 : 0),
    createdAt: before?.createdAt ?? now,
  };
  return { chat: toChatSummary(after, side), message: toChatMessage(message) };
}
