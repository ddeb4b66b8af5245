import type { Notification } from '@academy/shared/features/notifications/schemas';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { markup, textOf } from '../../../testing/markup';
import { LearningAnalytics } from './student/learning-analytics';
import { QuickAccess } from './student/quick-access';
import { RecentNotifications } from './student/recent-notifications';

/**
 * The student sections as markup: what a screen reader and the browser tests find in them. The figures and
 * lists come from the summary call; these check how they are shown, including a failed load.
 */
const render = (node: ReactNode) => markup(node);
const byType = {
  chat: 0,
  support: 2,
  forum: 7,
  discussion: 5,
  assignment: 10,
  enrollment: 0,
  'live-session': 1,
  account: 0,
};

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  _id: '01JNOTIFICATION000000000001',
  id: '01JNOTIFICATION000000000001',
  type: 'assignment',
  title: 'New assignment',
  message: 'Build a landing page is due on Friday.',
  read: false,
  createdAt: '2026-01-20T10:00:00.000Z',
  ...overrides,
});

describe('QuickAccess', () => {
  it('names each tile with its unread count, 9+ above 9, and shows no badge at 0', () => {
    const html = render(<QuickAccess unread={{ total: 25, byType }} />);
    // The link's text content, as its accessible name is computed (sr-only text included).
    const names = [...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map(([, inner]) =>
      inner!.replace(/<[^>]+>/g, ''),
    );
    expect(names).toContain('Assignments, 9+ unread');
    expect(names).toContain('Discussions, 9+ unread');
    expect(names).toContain('Support, 2 unread');
    expect(names).toContain('Live Sessions, 1 unread');
    expect(names).toContain('Chat');
    expect(html).not.toContain('data-testid="badge-chat"');
    expect(html).not.toContain('data-testid="badge-profile"');
    expect(html).toMatch(/data-testid="badge-assignments">9\+</);
  });

  it('shows every tile without badges when the counts could not be loaded', () => {
    const html = render(<QuickAccess unread={undefined} />);
    expect(html).not.toContain('unread');
    expect(html).not.toContain('data-testid="badge-');
    expect(html.match(/<a /g)).toHaveLength(9);
  });
});

describe('LearningAnalytics', () => {
  it('is open, its button says so, and shows the figures with their units', () => {
    const html = render(
      <LearningAnalytics
        analytics={{ enrolled: 3, inProgress: 2, completed: 1, watchTimeHours: 4, achievementScore: 33 }}
        loading={false}
      />,
    );
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*>/);
    expect(html).toMatch(/data-testid="analytics-watch-time">4 h</);
    expect(html).toMatch(/data-testid="analytics-score">33%</);
  });

  it('shows a dash, not a zero, for figures that could not be loaded', () => {
    const text = textOf(render(<LearningAnalytics analytics={undefined} loading={false} />));
    expect(text).toContain('Enrolled – Not available');
    expect(text).not.toMatch(/\b0\b/);
  });
});

describe('RecentNotifications', () => {
  it('says all is caught up when there are none, with the unread count', () => {
    const text = textOf(render(<RecentNotifications notifications={[]} unreadTotal={0} loading={false} />));
    expect(text).toContain("No new notifications. You're all caught up!");
    expect(text).toContain('0 unread');
  });

  it('lists title, message and time, and marks the unread ones for screen readers', () => {
    const html = render(
      <RecentNotifications
        notifications={[
          notification(),
          notification({ id: '01JNOTIFICATION000000000002', title: 'Session tomorrow', read: true }),
        ]}
        unreadTotal={1}
        loading={false}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Unread: New assignment Build a landing page is due on Friday.');
    expect(text).not.toContain('Unread: Session tomorrow');
    expect(html).toContain('dateTime="2026-01-20T10:00:00.000Z"');
    expect(html).toContain('href="/student/notifications"');
  });
});
