import { describe, expect, it } from 'vitest';
import {
  canJoin,
  filterSessions,
  isCompleted,
  isUpcoming,
  parseSessionFilter,
  sessionCounts,
  shownStatus,
  sortSessions,
  statusActions,
  statusTone,
} from './sessions';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

type S = { id: string; status: 'scheduled' | 'live' | 'completed' | 'cancelled'; scheduledAt: string };
const s = (id: string, status: S['status'], minutes: number): S => ({ id, status, scheduledAt: at(minutes) });

describe('upcoming and completed (spec part 2)', () => {
  it('calls a scheduled session with a future time upcoming, and nothing else', () => {
    expect(isUpcoming(s('a', 'scheduled', 1), NOW)).toBe(true);
    expect(isUpcoming(s('a', 'scheduled', 0), NOW)).toBe(false);
    expect(isUpcoming(s('a', 'scheduled', -5), NOW)).toBe(false);
    for (const status of ['live', 'completed', 'cancelled'] as const) {
      expect(isUpcoming(s('a', status, 60), NOW), status).toBe(false);
    }
  });

  it('calls a completed session, or a scheduled one with a past time, completed', () => {
    expect(isCompleted(s('a', 'completed', 60), NOW)).toBe(true);
    expect(isCompleted(s('a', 'completed', -60), NOW)).toBe(true);
    expect(isCompleted(s('a', 'scheduled', -1), NOW)).toBe(true);
    expect(isCompleted(s('a', 'scheduled', 1), NOW)).toBe(false);
    expect(isCompleted(s('a', 'live', -10), NOW)).toBe(false);
    expect(isCompleted(s('a', 'cancelled', -10), NOW)).toBe(false);
  });
});

describe('sortSessions', () => {
  it('puts live first, then the upcoming soonest first, then the rest most recent first', () => {
    const sessions = [
      s('past-old', 'completed', -3000),
      s('later', 'scheduled', 600),
      s('cancelled', 'cancelled', -100),
      s('live', 'live', -10),
      s('soon', 'scheduled', 30),
      s('missed', 'scheduled', -50),
    ];
    expect(sortSessions(sessions, NOW).map((x) => x.id)).toEqual([
      'live',
      'soon',
      'later',
      'missed',
      'cancelled',
      'past-old',
    ]);
    expect(sessions[0]?.id).toBe('past-old');
  });
});

describe('filterSessions and sessionCounts', () => {
  const sessions = [
    s('live', 'live', -10),
    s('soon', 'scheduled', 30),
    s('missed', 'scheduled', -50),
    s('done', 'completed', -3000),
    s('off', 'cancelled', 100),
  ];

  it('shows every session under All Sessions, live first', () => {
    expect(filterSessions(sessions, 'all', NOW).map((x) => x.id)).toEqual([
      'live',
      'soon',
      'off',
      'missed',
      'done',
    ]);
  });

  it('shows only upcoming under Upcoming and only completed under Completed', () => {
    expect(filterSessions(sessions, 'upcoming', NOW).map((x) => x.id)).toEqual(['soon']);
    expect(filterSessions(sessions, 'completed', NOW).map((x) => x.id)).toEqual(['missed', 'done']);
  });

  it('counts each filter', () => {
    expect(sessionCounts(sessions, NOW)).toEqual({ all: 5, upcoming: 1, completed: 2 });
    expect(sessionCounts([], NOW)).toEqual({ all: 0, upcoming: 0, completed: 0 });
  });

  it('reads an unknown ?filter= as All Sessions', () => {
    expect(parseSessionFilter('upcoming')).toBe('upcoming');
    expect(parseSessionFilter('completed')).toBe('completed');
    expect(parseSessionFilter('bogus')).toBe('all');
    expect(parseSessionFilter(null)).toBe('all');
  });
});

describe('status', () => {
  it('colours live red, scheduled blue, completed green and cancelled grey', () => {
    expect(statusTone('live')).toBe('red');
    expect(statusTone('scheduled')).toBe('blue');
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('cancelled')).toBe('neutral');
  });

  it('offers only the changes the current status allows', () => {
    expect(statusActions('scheduled').map((a) => a.label)).toEqual(['Go live', 'Complete', 'Cancel']);
    expect(statusActions('live').map((a) => a.label)).toEqual(['Complete', 'Cancel']);
    expect(statusActions('completed')).toEqual([]);
    expect(statusActions('cancelled')).toEqual([]);
  });

  it('shows a student a scheduled session whose start has passed as completed', () => {
    expect(shownStatus(s('a', 'scheduled', -1), NOW)).toBe('completed');
    expect(shownStatus(s('a', 'scheduled', 1), NOW)).toBe('scheduled');
    expect(shownStatus(s('a', 'live', -1), NOW)).toBe('live');
    expect(shownStatus(s('a', 'cancelled', -1), NOW)).toBe('cancelled');
  });

  it('lets a student join a live or upcoming session only', () => {
    expect(canJoin(s('a', 'live', -10), NOW)).toBe(true);
    expect(canJoin(s('a', 'scheduled', 10), NOW)).toBe(true);
    expect(canJoin(s('a', 'scheduled', -10), NOW)).toBe(false);
    expect(canJoin(s('a', 'completed', 10), NOW)).toBe(false);
    expect(canJoin(s('a', 'cancelled', 10), NOW)).toBe(false);
  });
});
