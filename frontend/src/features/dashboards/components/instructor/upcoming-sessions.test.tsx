import type { UpcomingSession } from '@academy/shared/features/live-sessions/schemas';
import { describe, expect, it } from 'vitest';
import { markup } from '../../../../testing/markup';
import { nextSessions, sessionsTabHref, UpcomingSessionsList } from './upcoming-sessions';

const session = (n: number, overrides: Partial<UpcomingSession> = {}): UpcomingSession => ({
  _id: `S${n}`,
  title: `Session ${n}`,
  courseId: '01JCOURSE',
  courseTitle: 'Web Basics',
  scheduledAt: `2026-12-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
  duration: 60,
  meetingLink: `https://meet.example.com/s${n}`,
  status: 'scheduled',
  ...overrides,
});

const render = (sessions: UpcomingSession[], loading = false) =>
  markup(<UpcomingSessionsList sessions={sessions} loading={loading} />);

describe('UpcomingSessions', () => {
  it('lists the next 5, a live one first, then the soonest', () => {
    const shown = nextSessions(
      [7, 3, 1, 6, 2, 5, 4].map((n) => session(n, n === 6 ? { status: 'live' } : {})),
    );
    expect(shown.map((s) => s._id)).toEqual(['S6', 'S1', 'S2', 'S3', 'S4']);
  });

  it('gives each a Join that opens the meeting link in a new tab', () => {
    const html = render([session(1), session(2, { status: 'live', title: '<b>x</b>' })]);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('href="https://meet.example.com/s1" target="_blank" rel="noopener noreferrer"');
    expect(html.match(/>Join</g)).toHaveLength(2);
    expect(html).toContain('Live now');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain(`href="${sessionsTabHref(session(1)).replace('&', '&amp;')}"`);
  });

  it('links a session to its course’s Sessions tab', () => {
    expect(sessionsTabHref({ courseId: 'a&b' })).toBe('/instructor/courses?tab=sessions&course=a%26b');
  });

  it('says so when there are none, and lists nothing while loading', () => {
    expect(render([])).toContain('No upcoming sessions.');
    expect(render([session(1)], true)).not.toContain('<li');
  });
});
