import type { RecentSubmission } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { markup } from '../../../../testing/markup';
import { gradeHref, RecentSubmissions } from './recent-submissions';

const submission = (overrides: Partial<RecentSubmission> = {}): RecentSubmission => ({
  assignmentId: '01JASSIGNMENT',
  assignmentTitle: 'Build a landing page',
  courseId: '01JCOURSE',
  courseTitle: 'Web Basics',
  student: { _id: 'student-1', name: 'Asha Rao', email: 'asha@example.com' },
  submittedAt: '2026-01-20T10:00:00.000Z',
  grade: null,
  maxPoints: 100,
  ...overrides,
});

const render = (submissions: RecentSubmission[], loading = false) =>
  markup(<RecentSubmissions submissions={submissions} loading={loading} />);

describe('RecentSubmissions', () => {
  it('links Grade to that submission in its course’s Assignments tab', () => {
    expect(gradeHref(submission())).toBe(
      '/instructor/courses?tab=assignments&course=01JCOURSE&assignment=01JASSIGNMENT&student=student-1',
    );
    expect(gradeHref(submission({ student: { _id: 'a&b', name: '', email: '' } }))).toContain(
      'student=a%26b',
    );
  });

  it('shows each submission with its grade over the max points, or Pending, and a Grade link', () => {
    const html = render([submission(), submission({ assignmentId: 'A2', grade: 80 })]);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('Pending');
    expect(html).toContain('80 / 100');
    expect(html).toContain(
      'href="/instructor/courses?tab=assignments&amp;course=01JCOURSE&amp;assignment=01JASSIGNMENT&amp;student=student-1"',
    );
    expect(html).toMatch(/Grade<span class="sr-only"> Asha Rao’s Build a landing page<\/span>/);
  });

  it('says what will appear when there is nothing yet, and lists nothing while loading', () => {
    expect(render([])).toContain('Submissions to grade will appear here when students hand in work.');
    expect(render([submission()], true)).not.toContain('<li');
  });
});
