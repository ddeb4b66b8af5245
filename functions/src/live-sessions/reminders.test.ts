import { describe, expect, it } from 'vitest';
import { reminderDue } from './send-reminders';

const now = new Date('2026-11-27T10:00:00.000Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();
const longAgo = '2026-11-01T00:00:00.000Z';

describe('reminderDue: the day-before and hour-before reminders', () => {
  it('is the hour reminder within the last hour, the day reminder within the day before, none otherwise', () => {
    expect(reminderDue({ scheduledAt: inMinutes(30), createdAt: longAgo }, now)).toBe('hour');
    expect(reminderDue({ scheduledAt: inMinutes(60), createdAt: longAgo }, now)).toBe('hour');
    expect(reminderDue({ scheduledAt: inMinutes(61), createdAt: longAgo }, now)).toBe('day');
    expect(reminderDue({ scheduledAt: inMinutes(24 * 60), createdAt: longAgo }, now)).toBe('day');
    expect(reminderDue({ scheduledAt: inMinutes(24 * 60 + 1), createdAt: longAgo }, now)).toBeUndefined();
    expect(reminderDue({ scheduledAt: inMinutes(-1), createdAt: longAgo }, now)).toBeUndefined();
  });

  it('skips the day reminder of a session announced within its last day (its students were just told)', () => {
    expect(reminderDue({ scheduledAt: inMinutes(120), createdAt: now.toISOString() }, now)).toBeUndefined();
    expect(reminderDue({ scheduledAt: inMinutes(30), createdAt: now.toISOString() }, now)).toBe('hour');
  });
});
