import { CHAT_LIMITS, CHAT_MESSAGES, ChatSummary, StudentChatsResponse } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import {
  ChatNotFoundError,
  InvalidChatTargetError,
  mentorEntries,
  oldestFirst,
  readerSide,
  toChatMessage,
  toChatSummary,
  unreadOf,
} from './model';
import { type ChatRecord, preview, sendWrites, toChatRecord, toMessageRecord } from './repository';

const chat = (courseId: string, lastMessageAt: string, extra: Partial<ChatRecord> = {}): ChatRecord => ({
  id: `${courseId}_S1`,
  courseId,
  studentId: 'S1',
  instructorId: 'I1',
  course: { title: `Course ${courseId}` },
  student: { name: 'Student One' },
  instructor: { name: 'Mentor One' },
  lastMessage: 'hello',
  lastMessageAt,
  messageCount: 3,
  studentUnread: 1,
  mentorUnread: 2,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...extra,
});

describe('chat rules', () => {
  it('refuses a bad target with the API message of the spec', () => {
    const error = new InvalidChatTargetError();
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(CHAT_MESSAGES.invalidTargetApi);
    expect(new ChatNotFoundError().statusCode).toBe(404);
  });

  it('lets the student, the course instructor and admins read; everyone else gets 404', () => {
    const c = chat('C1', '2030-01-02T00:00:00.000Z');
    expect(readerSide({ id: 'S1', role: 'student' }, c)).toBe('student');
    expect(readerSide({ id: 'I1', role: 'instructor' }, c)).toBe('mentor');
    expect(readerSide({ id: 'A1', role: 'admin' }, c)).toBe('admin');
    expect(() => readerSide({ id: 'S2', role: 'student' }, c)).toThrow(ChatNotFoundError);
    expect(() => readerSide({ id: 'I2', role: 'instructor' }, c)).toThrow(ChatNotFoundError);
    // An instructor whose id is the student's (cannot happen) is still not the student.
    expect(() => readerSide({ id: 'S1', role: 'instructor' }, c)).toThrow(ChatNotFoundError);
  });

  it("counts unread on the reader's side only", () => {
    const c = chat('C1', '2030-01-02T00:00:00.000Z');
    expect(unreadOf(c, 'student')).toBe(1);
    expect(unreadOf(c, 'mentor')).toBe(2);
    expect(unreadOf(c, 'admin')).toBe(0);
    const summary = toChatSummary(c, 'mentor');
    expect(ChatSummary.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      _id: 'C1_S1',
      course: { _id: 'C1', title: 'Course C1' },
      student: { _id: 'S1', name: 'Student One' },
      instructor: { _id: 'I1', name: 'Mentor One' },
      unreadCount: 2,
    });
  });

  it('lists conversations newest activity first, then the courses without one in the order given', () => {
    const courses = ['A', 'B', 'C', 'D'].map((id) => ({
      courseId: id,
      courseTitle: `Enrolled ${id}`,
      instructorId: `I-${id}`,
      instructorName: `Teacher ${id}`,
    }));
    const chats = [
      chat('C', '2030-01-03T00:00:00.000Z', { course: { title: 'Renamed C' } }),
      chat('A', '2030-01-05T00:00:00.000Z'),
      chat('X', '2030-01-09T00:00:00.000Z'), // no longer enrolled: left out
    ];
    const mentors = mentorEntries(courses, chats);
    expect(StudentChatsResponse.parse({ mentors })).toEqual({ mentors });
    expect(mentors.map((m) => m.courseId)).toEqual(['A', 'C', 'B', 'D']);
    expect(mentors[1]).toMatchObject({ courseTitle: 'Renamed C', mentor: { _id: 'I1', name: 'Mentor One' } });
    expect(mentors[2]).toEqual({
      courseId: 'B',
      courseTitle: 'Enrolled B',
      mentor: { _id: 'I-B', name: 'Teacher B' },
      chat: null,
    });
    expect(mentors[0]!.chat?.unreadCount).toBe(1);
  });

  it('shows a page oldest first and keeps the message shape', () => {
    expect(oldestFirst([3, 2, 1])).toEqual([1, 2, 3]);
    const m = toMessageRecord({
      id: 'M1',
      courseId: 'C1',
      studentId: 'S1',
      senderId: 'S1',
      sender: { name: 'Student One', role: 'student' },
      content: '<b>plain</b>',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    expect(toChatMessage(m)).toEqual({
      _id: 'M1',
      id: 'M1',
      sender: { _id: 'S1', name: 'Student One', role: 'student' },
      content: '<b>plain</b>',
      createdAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('reads a stored conversation with missing counters as zero', () => {
    const r = toChatRecord({
      id: 'C1_S1',
      courseId: 'C1',
      studentId: 'S1',
      instructorId: 'I1',
      createdAt: '2030-01-01T00:00:00.000Z',
      lastMessageAt: '2030-01-01T00:00:01.000Z',
    });
    expect(r).toMatchObject({ messageCount: 0, studentUnread: 0, mentorUnread: 0, lastMessage: '' });
  });
});

describe('W25 writes', () => {
  const message = {
    id: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
    courseId: 'C1',
    studentId: 'S1',
    senderId: 'S1',
    sender: { name: 'Student One', role: 'student' as const },
    content: 'x'.repeat(CHAT_LIMITS.content),
    createdAt: '2030-01-01T10:00:00.000Z',
  };

  it('keeps the first 200 characters as the preview (by code point)', () => {
    expect(preview('x'.repeat(500))).toHaveLength(CHAT_LIMITS.preview);
    expect([...preview('😀'.repeat(300))]).toHaveLength(CHAT_LIMITS.preview);
  });

  it("puts the message once and upserts the conversation, counting the OTHER side's unread", () => {
    const [put, update] = sendWrites({
      message,
      side: 'student',
      instructorId: 'I1',
      courseTitle: 'Course',
      senderName: 'Student One',
      otherName: 'Mentor One',
    }) as unknown as [
      { Put: { Item: Record<string, unknown>; ConditionExpression: string } },
      {
        Update: {
          Key: Record<string, string>;
          UpdateExpression: string;
          ExpressionAttributeNames: Record<string, string>;
          ExpressionAttributeValues: Record<string, unknown>;
        };
      },
    ];
    expect(put.Put.Item).toMatchObject({ PK: 'CHAT#C1#S1', SK: `MSG#${message.id}`, entity: 'chatMessage' });
    expect(put.Put.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(update.Update.Key).toEqual({ PK: 'CHAT#C1#S1', SK: 'THREAD' });
    const u = update.Update;
    expect(u.UpdateExpression).toContain('ADD #count :one, #other :one');
    expect(u.ExpressionAttributeNames['#other']).toBe('mentorUnread');
    expect(u.ExpressionAttributeNames['#own']).toBe('studentUnread');
    expect(u.UpdateExpression).toContain('#createdAt = if_not_exists(#createdAt, :at)');
    expect(u.ExpressionAttributeValues).toMatchObject({
      ':g1pk': 'USER#S1#CHATS',
      ':g1sk': '2030-01-01T10:00:00.000Z#C1',
      ':g2pk': 'INSTRUCTOR#I1#CHATS',
      ':g2sk': '2030-01-01T10:00:00.000Z#C1#S1',
      ':id': 'C1_S1',
    });
    expect(String(u.ExpressionAttributeValues[':last'])).toHaveLength(CHAT_LIMITS.preview);
  });

  it("from the mentor: the student's unread rises and an existing student name is kept", () => {
    const [, update] = sendWrites({
      message: { ...message, senderId: 'I1', sender: { name: 'Mentor One', role: 'instructor' } },
      side: 'mentor',
      instructorId: 'I1',
      courseTitle: 'Course',
      senderName: 'Mentor One',
      otherName: 'Student One',
    }) as [
      unknown,
      { Update: { UpdateExpression: string; ExpressionAttributeNames: Record<string, string> } },
    ];
    expect(update.Update.ExpressionAttributeNames['#other']).toBe('studentUnread');
    expect(update.Update.UpdateExpression).toContain('#student = if_not_exists(#student, :other)');
    expect(update.Update.UpdateExpression).toContain('#instructor = :sender');
  });
});
