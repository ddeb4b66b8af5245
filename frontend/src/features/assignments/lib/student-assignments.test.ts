import type { Assignment, Submission } from '@academy/shared/features/assignments/schemas';
import { describe, expect, it } from 'vitest';
import { submission as fixtureSubmission } from '../test/fixtures';
import {
  assignmentStats,
  filterAssignments,
  gradePercent,
  isFiltering,
  isOverdue,
  maySubmit,
  noFilters,
  parseStatusFilter,
  statusOf,
  withSubmitted,
} from './student-assignments';

const submission = (overrides: Partial<Submission> = {}): Submission =>
  fixtureSubmission({ content: 'My answer', ...overrides });

let next = 0;
const assignment = (overrides: Partial<Assignment> = {}): Assignment => {
  next += 1;
  const id = overrides.id ?? `a${next}`;
  return {
    _id: id,
    id,
    courseId: 'c1',
    courseTitle: 'Full Stack Web Development',
    moduleId: null,
    title: `Assignment ${next}`,
    description: 'Build a small page',
    instructions: '',
    dueDate: '2026-06-01T18:30:00.000Z',
    maxPoints: 100,
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
    submissionStatus: 'pending',
    submission: null,
    ...overrides,
  };
};

const graded = (grade: number, maxPoints = 100, extra: Partial<Assignment> = {}) =>
  assignment({
    maxPoints,
    submissionStatus: 'graded',
    submission: submission({ grade, status: 'graded', gradedAt: '2026-05-02T10:00:00.000Z' }),
    ...extra,
  });

describe('statusOf', () => {
  it('takes the server status when there is one', () => {
    // Arrange
    const a = assignment({ submissionStatus: 'submitted', submission: submission() });

    // Act / Assert
    expect(statusOf(a)).toBe('submitted');
  });

  it('reads it from the submission otherwise: none is pending, a grade is graded', () => {
    expect(statusOf(assignment({ submissionStatus: undefined, submission: null }))).toBe('pending');
    expect(statusOf(assignment({ submissionStatus: undefined, submission: submission() }))).toBe('submitted');
    expect(statusOf(assignment({ submissionStatus: undefined, submission: submission({ grade: 0 }) }))).toBe(
      'graded',
    );
  });
});

describe('parseStatusFilter', () => {
  it('keeps a known status and turns anything else into all', () => {
    expect(parseStatusFilter('graded')).toBe('graded');
    expect(parseStatusFilter('pending')).toBe('pending');
    expect(parseStatusFilter(null)).toBe('all');
    expect(parseStatusFilter('late')).toBe('all');
  });
});

describe('filterAssignments', () => {
  const essay = assignment({ title: 'React Hooks Essay', courseId: 'c1', courseTitle: 'Web Development' });
  const sql = assignment({
    title: 'Joins practice',
    description: 'Write five SQL queries',
    courseId: 'c2',
    courseTitle: 'Data Science with Python',
    submissionStatus: 'submitted',
    submission: submission(),
  });
  const project = graded(80, 100, {
    title: 'Capstone',
    courseId: 'c2',
    courseTitle: 'Data Science with Python',
  });
  const all = [essay, sql, project];

  it('returns everything, in order, with no filter', () => {
    expect(filterAssignments(all, noFilters)).toEqual(all);
  });

  it('searches title, description and course title, ignoring case and extra spaces', () => {
    expect(filterAssignments(all, { ...noFilters, search: '  react   HOOKS ' })).toEqual([essay]);
    expect(filterAssignments(all, { ...noFilters, search: 'sql' })).toEqual([sql]);
    expect(filterAssignments(all, { ...noFilters, search: 'python' })).toEqual([sql, project]);
    expect(filterAssignments(all, { ...noFilters, search: 'nothing like this' })).toEqual([]);
  });

  it('filters by course and by status, and combines them with the search', () => {
    expect(filterAssignments(all, { ...noFilters, courseId: 'c2' })).toEqual([sql, project]);
    expect(filterAssignments(all, { ...noFilters, status: 'graded' })).toEqual([project]);
    expect(filterAssignments(all, { ...noFilters, status: 'pending' })).toEqual([essay]);
    expect(filterAssignments(all, { search: 'python', courseId: 'c2', status: 'submitted' })).toEqual([sql]);
    expect(filterAssignments(all, { search: 'react', courseId: 'c2', status: 'all' })).toEqual([]);
  });

  it('knows when a filter is on', () => {
    expect(isFiltering(noFilters)).toBe(false);
    expect(isFiltering({ ...noFilters, search: '   ' })).toBe(false);
    expect(isFiltering({ ...noFilters, search: 'x' })).toBe(true);
    expect(isFiltering({ ...noFilters, courseId: 'c1' })).toBe(true);
    expect(isFiltering({ ...noFilters, status: 'graded' })).toBe(true);
  });
});

describe('assignmentStats', () => {
  it('counts each status and averages the real grades as percentages', () => {
    // Arrange: 45/50 is 90 %, 70/100 is 70 %: a mean of 80 %
    const list = [
      assignment(),
      assignment(),
      assignment({ submissionStatus: 'submitted', submission: submission() }),
      graded(45, 50),
      graded(70, 100),
    ];

    // Act
    const stats = assignmentStats(list);

    // Assert
    expect(stats).toEqual({ total: 5, pending: 2, submitted: 1, graded: 2, averagePercent: 80 });
  });

  it('has no average before anything is graded, and zeros for an empty list', () => {
    expect(assignmentStats([assignment()]).averagePercent).toBeNull();
    expect(assignmentStats([])).toEqual({
      total: 0,
      pending: 0,
      submitted: 0,
      graded: 0,
      averagePercent: null,
    });
  });

  it('counts a grade of zero', () => {
    expect(assignmentStats([graded(0), graded(100)]).averagePercent).toBe(50);
  });
});

describe('isOverdue', () => {
  const now = Date.parse('2026-06-10T00:00:00.000Z');

  it('is overdue only when past due and not submitted', () => {
    expect(isOverdue(assignment({ dueDate: '2026-06-01T00:00:00.000Z' }), now)).toBe(true);
    expect(isOverdue(assignment({ dueDate: '2026-06-20T00:00:00+05:30' }), now)).toBe(false);
    expect(
      isOverdue(
        assignment({
          dueDate: '2026-06-01T00:00:00.000Z',
          submissionStatus: 'submitted',
          submission: submission(),
        }),
        now,
      ),
    ).toBe(false);
    expect(isOverdue(graded(50, 100, { dueDate: '2026-06-01T00:00:00.000Z' }), now)).toBe(false);
  });

  it('never calls an unreadable date overdue', () => {
    expect(isOverdue(assignment({ dueDate: 'soon' }), now)).toBe(false);
  });
});

describe('gradePercent', () => {
  it('rounds to a whole percent', () => {
    expect(gradePercent(45, 50)).toBe(90);
    expect(gradePercent(2, 3)).toBe(67);
    expect(gradePercent(0, 10)).toBe(0);
  });
});

describe('maySubmit', () => {
  it('refuses empty or blank text', () => {
    expect(maySubmit('', undefined)).toBe(false);
    expect(maySubmit('  \n\t ', undefined)).toBe(false);
    expect(maySubmit('An answer', undefined)).toBe(true);
  });

  it('refuses the text already submitted, accepts a change', () => {
    expect(maySubmit('My answer ', 'My answer')).toBe(false);
    expect(maySubmit('My better answer', 'My answer')).toBe(true);
  });

  it('accepts the same text with a change of file, never blank text with a file', () => {
    expect(maySubmit('My answer', 'My answer', true)).toBe(true);
    expect(maySubmit('   ', undefined, true)).toBe(false);
  });
});

describe('withSubmitted', () => {
  it('puts the answered assignment in its place with the new submission and status', () => {
    // Arrange
    const first = assignment({ id: 'x1' });
    const second = assignment({ id: 'x2' });
    const list = { courses: [{ id: 'c1', title: 'Web' }], assignments: [first, second] };
    const sent = submission({ assignmentId: 'x2', content: 'Done' });

    // Act
    const updated = withSubmitted(list, {
      assignment: { ...second, submissionStatus: undefined, submission: undefined },
      submission: sent,
    });

    // Assert
    expect(updated.courses).toBe(list.courses);
    expect(updated.assignments[0]).toBe(first);
    expect(updated.assignments[1]).toMatchObject({
      id: 'x2',
      submissionStatus: 'submitted',
      submission: sent,
    });
    expect(list.assignments[1]).toBe(second);
  });

  it('leaves a list without the assignment alone', () => {
    const list = { assignments: [assignment()] };
    expect(withSubmitted(list, { assignment: assignment({ id: 'other' }), submission: submission() })).toBe(
      list,
    );
  });
});
