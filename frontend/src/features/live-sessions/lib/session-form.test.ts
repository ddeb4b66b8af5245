import type { LiveSession } from '@academy/shared/features/live-sessions/schemas';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  isoToLocalInput,
  SessionForm,
  sessionDraft,
  sessionFormValuesOf,
} from './session-form';

const valid = {
  title: 'Office hours',
  description: '',
  scheduledAt: '2026-12-01T17:30',
  duration: 60,
  meetingLink: 'https://meet.example.com/abc',
};

const messages = (input: unknown) => {
  const result = SessionForm.safeParse(input);
  // The first message of each field, as the form shows it.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.toReversed().map((i) => [i.path[0], i.message]));
};

const session = (overrides: Partial<LiveSession> = {}): LiveSession => ({
  _id: 'S1',
  id: 'S1',
  courseId: 'C1',
  courseTitle: 'Web Basics',
  title: 'Office hours',
  description: '',
  scheduledAt: new Date(2026, 11, 1, 17, 30).toISOString(),
  duration: 60,
  meetingLink: 'https://meet.example.com/abc',
  status: 'scheduled',
  instructor: { _id: 'I1', name: 'Asha Rao' },
  attendeeCount: 0,
  joinedByMe: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('SessionForm (spec part 2 §8)', () => {
  it('starts from the draft: empty, 60 minutes', () => {
    expect(sessionDraft()).toEqual({
      title: '',
      description: '',
      scheduledAt: '',
      duration: 60,
      meetingLink: '',
    });
  });

  it('sends the local start as ISO with the browser’s offset', () => {
    const result = SessionForm.parse(valid);
    expect(Date.parse(result.scheduledAt)).toBe(new Date(2026, 11, 1, 17, 30).getTime());
    expect(result.scheduledAt).toMatch(/^2026-12-01T17:30:00[+-]\d{2}:\d{2}$/);
  });

  it('requires a title and a start', () => {
    const m = messages({ ...valid, title: '  ', scheduledAt: '' });
    expect(m.title).toBe('Title is required');
    expect(m.scheduledAt).toBe('Scheduled date and time is required');
    expect(messages({ ...valid, scheduledAt: '2026-02-30T10:00' }).scheduledAt).toBe(
      'Enter a valid date and time',
    );
  });

  it('holds the duration to at least 5 minutes', () => {
    expect(messages({ ...valid, duration: 4 }).duration).toBe('Duration must be at least 5 minutes');
    expect(messages({ ...valid, duration: 5 })).toEqual({});
    expect(messages({ ...valid, duration: Number.NaN }).duration).toBeDefined();
  });

  it('wants the meeting link an https URL', () => {
    expect(messages({ ...valid, meetingLink: 'http://meet.example.com' }).meetingLink).toBe(
      'Meeting link must be an https URL',
    );
    expect(messages({ ...valid, meetingLink: '' }).meetingLink).toBe('Meeting link is required');
  });
});

describe('editing', () => {
  it('starts from the stored session, its start in local time', () => {
    const values = sessionFormValuesOf(session());
    expect(values.scheduledAt).toBe('2026-12-01T17:30');
    expect(isoToLocalInput('not a date')).toBe('');
  });

  it('sends only what changed, and nothing for an untouched form', () => {
    const stored = session({ scheduledAt: new Date(2026, 11, 1, 17, 30, 20).toISOString() });
    const same = SessionForm.parse(sessionFormValuesOf(stored));
    expect(changedFields(stored, same)).toBeNull();
    const moved = SessionForm.parse({
      ...sessionFormValuesOf(stored),
      scheduledAt: '2026-12-02T09:00',
      title: 'Q&A',
    });
    const changes = changedFields(stored, moved);
    expect(Object.keys(changes ?? {}).sort()).toEqual(['scheduledAt', 'title']);
    expect(Date.parse(changes?.scheduledAt ?? '')).toBe(new Date(2026, 11, 2, 9, 0).getTime());
  });
});
