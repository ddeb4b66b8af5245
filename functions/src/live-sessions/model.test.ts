import { describe, expect, it } from 'vitest';
import {
  assertManager,
  byLiveThenStart,
  istClock,
  istTime,
  NotEnrolledError,
  NotYourCourseError,
  sessionAccess,
} from './model';
import { type SessionRecord, sessionItem, toSessionRecord } from './repository';

const session = (id: string, status: SessionRecord['status'], scheduledAt: string): SessionRecord => ({
  id,
  courseId: 'C1',
  courseTitle: 'Course',
  instructorId: 'I1',
  instructor: { name: 'Teacher' },
  title: id,
  description: '',
  scheduledAt,
  duration: 60,
  meetingLink: 'https://meet.example.com/x',
  status,
  attendeeCount: 0,
  createdAt: scheduledAt,
  updatedAt: scheduledAt,
});

describe('live-session rules', () => {
  it('sorts live sessions first, then by start', () => {
    const list = [
      session('b', 'scheduled', '2030-01-02T00:00:00.000Z'),
      session('a', 'completed', '2030-01-01T00:00:00.000Z'),
      session('l', 'live', '2030-01-03T00:00:00.000Z'),
    ].sort(byLiveThenStart);
    expect(list.map((s) => s.id)).toEqual(['l', 'a', 'b']);
  });

  it('shows start times in IST', () => {
    expect(istTime('2030-03-01T05:30:00.000Z')).toBe('1 Mar 2030, 11:00 am IST');
    expect(istClock('2030-03-01T13:45:00.000Z')).toBe('7:15 pm');
  });

  it('lets enrolled students read, the course instructor and admins manage; refuses the rest', () => {
    expect(sessionAccess({ id: 'S', role: 'student' }, 'I1', true)).toEqual({ canManage: false });
    expect(() => sessionAccess({ id: 'S', role: 'student' }, 'I1', false)).toThrow(NotEnrolledError);
    expect(sessionAccess({ id: 'I1', role: 'instructor' }, 'I1', false)).toEqual({ canManage: true });
    expect(() => sessionAccess({ id: 'I2', role: 'instructor' }, 'I1', false)).toThrow(NotYourCourseError);
    expect(sessionAccess({ id: 'A', role: 'admin' }, 'I1', false)).toEqual({ canManage: true });
    expect(() => assertManager({ id: 'I2', role: 'instructor' }, 'I1')).toThrow(NotYourCourseError);
    expect(() => assertManager({ id: 'S', role: 'student' }, 'I1')).toThrow(NotYourCourseError);
  });

  it('indexes a session by day only while it is scheduled', () => {
    const scheduled = sessionItem(session('s', 'scheduled', '2030-01-01T23:30:00.000Z'));
    expect(scheduled).toMatchObject({
      GSI1PK: 'COURSE#C1#SESSIONS',
      GSI2PK: 'INSTRUCTOR#I1#SESSIONS',
      GSI3PK: 'SESSIONS#2030-01-01',
      GSI3SK: '2030-01-01T23:30:00.000Z#s',
    });
    for (const status of ['live', 'completed', 'cancelled'] as const) {
      expect(sessionItem(session('s', status, '2030-01-01T23:30:00.000Z'))).not.toHaveProperty('GSI3PK');
    }
    expect(toSessionRecord(scheduled)).toEqual(session('s', 'scheduled', '2030-01-01T23:30:00.000Z'));
  });
});
