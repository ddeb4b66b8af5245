import type { Assignment } from '@academy/shared/features/assignments/schemas';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../lib/format';
import { markup, textOf } from '../../../../testing/markup';
import { submission } from '../../test/fixtures';
import { AssignmentCard } from './assignment-card';
import { AssignmentStatTiles } from './assignment-stats';
import { SuccessPopup } from './success-popup';

/** The student's assignment card as markup: what a screen reader and the browser find in it. */
const render = (node: ReactNode) => markup(node);

const assignment = (overrides: Partial<Assignment> = {}): Assignment => ({
  _id: 'a1',
  id: 'a1',
  courseId: 'c1',
  courseTitle: 'Full Stack Web Development',
  moduleId: null,
  title: 'Build a landing page',
  description: 'A responsive page for a product.',
  instructions: 'Use semantic HTML.',
  dueDate: '2026-06-01T18:30:00.000Z',
  maxPoints: 50,
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
  submissionStatus: 'pending',
  submission: null,
  ...overrides,
});

const before = Date.parse('2026-05-15T00:00:00.000Z');
const after = Date.parse('2026-06-15T00:00:00.000Z');
const card = (a: Assignment, now = before, showCourse = true) =>
  render(<AssignmentCard assignment={a} showCourse={showCourse} now={now} onSubmitted={() => {}} />);

describe('AssignmentCard', () => {
  it('offers an empty submit box whose button is disabled until something is written', () => {
    const html = card(assignment());
    expect(textOf(html)).toContain('Your answer');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*Submit assignment/);
    expect(textOf(html)).toContain('Status: Pending');
    expect(textOf(html)).not.toContain('Overdue');
    expect(html).toContain('href="/student/assignments/c1"');
    expect(html).toContain('dateTime="2026-06-01T18:30:00.000Z"');
    expect(textOf(html)).toContain(`Due ${formatDateTime('2026-06-01T18:30:00.000Z')}`);
    expect(textOf(html)).toContain('Max points 50');
  });

  it('marks an unsubmitted assignment past its due date Overdue', () => {
    expect(textOf(card(assignment(), after))).toContain('Overdue');
    expect(
      textOf(card(assignment({ submissionStatus: 'submitted', submission: submission() }), after)),
    ).not.toContain('Overdue');
  });

  it('holds the submitted text with Update submission before it is graded', () => {
    const html = card(assignment({ submissionStatus: 'submitted', submission: submission() }));
    expect(textOf(html)).toContain('Status: Submitted');
    expect(textOf(html)).toContain('Your submission');
    expect(html).toContain('My first answer</textarea>');
    expect(textOf(html)).toContain('Update submission');
  });

  it('hides the submit box once graded and shows the real grade over max points with the feedback', () => {
    const html = card(
      assignment({
        submissionStatus: 'graded',
        submission: submission({
          grade: 43,
          feedback: 'Clean markup; add alt text.',
          status: 'graded',
          gradedAt: '2026-05-03T10:00:00.000Z',
        }),
      }),
    );
    expect(html).not.toContain('<textarea');
    expect(html).not.toContain('type="submit"');
    expect(html).toMatch(/data-testid="assignment-grade">43 \/ 50</);
    expect(textOf(html)).toContain('86%');
    expect(textOf(html)).toContain('Instructor feedback Clean markup; add alt text.');
    expect(textOf(html)).toContain('Status: Graded');
  });

  it('leaves the course name out on a course page', () => {
    expect(card(assignment(), before, false)).not.toContain('href="/student/assignments/c1"');
  });
});

describe('AssignmentStatTiles', () => {
  it('shows each count and the average, or a dash before any grade', () => {
    const html = render(
      <AssignmentStatTiles stats={{ total: 5, pending: 2, submitted: 1, graded: 2, averagePercent: 80 }} />,
    );
    expect(html).toMatch(/data-testid="assignment-stat-total">5</);
    expect(html).toMatch(/data-testid="assignment-stat-pending">2</);
    expect(html).toMatch(/data-testid="assignment-stat-submitted">1</);
    expect(html).toMatch(/data-testid="assignment-stat-graded">2</);
    expect(html).toMatch(/data-testid="assignment-stat-average">80%</);
    const none = render(
      <AssignmentStatTiles stats={{ total: 0, pending: 0, submitted: 0, graded: 0, averagePercent: null }} />,
    );
    expect(textOf(none)).toContain('No grades yet');
  });
});

describe('SuccessPopup', () => {
  it('is a polite status region, empty until there is a message', () => {
    expect(render(<SuccessPopup message={null} />)).toMatch(/role="status" aria-live="polite"[^>]*><\/div>/);
    expect(textOf(render(<SuccessPopup message="Assignment submitted successfully!" />))).toBe(
      'Assignment submitted successfully!',
    );
  });
});
