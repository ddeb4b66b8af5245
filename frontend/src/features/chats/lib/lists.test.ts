import { describe, expect, it } from 'vitest';
import { mentor, summary } from '../test/fixtures';
import {
  mentorChatsRead,
  mentorOptionLabel,
  orderMentors,
  selectedMentor,
  studentChatsRead,
  withMentorChat,
  withStudentChat,
} from './lists';

describe('the student’s mentors', () => {
  const mentors = [
    mentor(1, null),
    mentor(2, { lastMessageAt: '2026-01-10T10:00:00.000Z' }),
    mentor(3, { lastMessageAt: '2026-01-12T10:00:00.000Z', unreadCount: 2 }),
    mentor(4, null),
  ];

  it('orders conversations by newest activity, then the courses without one as they came', () => {
    expect(orderMentors(mentors).map((m) => m.courseId)).toEqual(['C3', 'C2', 'C1', 'C4']);
  });

  it('opens the course in the address, else the first; none without enrolments', () => {
    expect(selectedMentor(mentors, 'C4')?.courseId).toBe('C4');
    expect(selectedMentor(mentors, 'C9')?.courseId).toBe('C1');
    expect(selectedMentor(mentors, null)?.courseId).toBe('C1');
    expect(selectedMentor([], 'C1')).toBeNull();
  });

  it('names course and mentor in the dropdown, with what is unread', () => {
    expect(mentorOptionLabel(mentors[0]!)).toBe('Course 1 · Mentor 1');
    expect(mentorOptionLabel(mentors[2]!)).toBe('Course 3 · Mentor 3 (2 unread)');
  });

  it('after a first message the course’s conversation moves to the top', () => {
    const chat = summary({
      id: 'C4_S1',
      course: { _id: 'C4', title: 'Course 4' },
      lastMessageAt: '2026-01-20T10:00:00.000Z',
    });
    const next = withStudentChat({ mentors }, chat);
    expect(next.mentors.map((m) => m.courseId)).toEqual(['C4', 'C3', 'C2', 'C1']);
    expect(next.mentors[0]?.chat?.id).toBe('C4_S1');
  });

  it('reading a conversation clears its count and no other', () => {
    const read = studentChatsRead({ mentors }, 'C3_S1');
    expect(read.mentors[2]?.chat?.unreadCount).toBe(0);
    expect(read.mentors[1]).toBe(mentors[1]);
  });
});

describe('the instructor’s conversations', () => {
  const a = summary({ id: 'A', lastMessageAt: '2026-01-12T10:00:00.000Z', unreadCount: 1 });
  const b = summary({ id: 'B', lastMessageAt: '2026-01-11T10:00:00.000Z', unreadCount: 3 });

  it('a sent message brings its conversation to the top, once', () => {
    const sent = { ...b, lastMessageAt: '2026-01-13T10:00:00.000Z' };
    expect(withMentorChat({ chats: [a, b] }, sent).chats.map((c) => c.id)).toEqual(['B', 'A']);
  });

  it('reading a conversation clears its count', () => {
    expect(mentorChatsRead({ chats: [a, b] }, 'B').chats.map((c) => c.unreadCount)).toEqual([1, 0]);
  });
});
