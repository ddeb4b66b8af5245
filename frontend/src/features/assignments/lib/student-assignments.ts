import type { Assignment, SubmissionStatus } from '@academy/shared/features/assignments/schemas';

/** The status filter's choices: every status, or one (spec part 2 §4: pending, submitted, graded). */
export type StatusFilter = 'all' | SubmissionStatus;

export interface AssignmentFilters {
  /** Free text, matched case-insensitively against the title, description and course title. */
  search: string;
  /** A course id, or '' for every course. */
  courseId: string;
  status: StatusFilter;
}

export const noFilters: AssignmentFilters = { search: '', courseId: '', status: 'all' };

/**
 * The student's own status of an assignment: the server's, else read from their submission (a graded one has
 * a grade). Never invented (the spec's page made up statuses and grades at random; this one does not).
 */
export function statusOf(assignment: Assignment): SubmissionStatus {
  if (assignment.submissionStatus) return assignment.submissionStatus;
  const submission = assignment.submission;
  if (!submission) return 'pending';
  return submission.grade !== null ? 'graded' : 'submitted';
}

/** The status filter's value from a URL parameter; anything unknown means every status. */
export function parseStatusFilter(value: string | null): StatusFilter {
  return value === 'pending' || value === 'submitted' || value === 'graded' ? value : 'all';
}

const normalise = (text: string) => text.toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/** The assignments that match every filter given, in their original order. */
export function filterAssignments(
  assignments: readonly Assignment[],
  filters: AssignmentFilters,
): Assignment[] {
  const needle = normalise(filters.search);
  return assignments.filter((assignment) => {
    if (filters.courseId && assignment.courseId !== filters.courseId) return false;
    if (filters.status !== 'all' && statusOf(assignment) !== filters.status) return false;
    if (!needle) return true;
    return [assignment.title, assignment.description, assignment.courseTitle].some((text) =>
      normalise(text).includes(needle),
    );
  });
}

export const isFiltering = (filters: AssignmentFilters) =>
  normalise(filters.search) !== '' || filters.courseId !== '' || filters.status !== 'all';

export interface AssignmentStats {
  total: number;
  pending: number;
  submitted: number;
  graded: number;
  /** The mean of the graded ones' grade as a percentage of their max points, rounded; null when none is graded. */
  averagePercent: number | null;
}

/** The stat tiles' figures, from the real statuses and grades. */
export function assignmentStats(assignments: readonly Assignment[]): AssignmentStats {
  const stats: AssignmentStats = { total: 0, pending: 0, submitted: 0, graded: 0, averagePercent: null };
  let percentSum = 0;
  let percentCount = 0;
  for (const assignment of assignments) {
    stats.total += 1;
    const status = statusOf(assignment);
    stats[status] += 1;
    const grade = assignment.submission?.grade;
    if (status === 'graded' && typeof grade === 'number' && assignment.maxPoints > 0) {
      percentSum += (grade / assignment.maxPoints) * 100;
      percentCount += 1;
    }
  }
  if (percentCount > 0) stats.averagePercent = Math.round(percentSum / percentCount);
  return stats;
}

/** Past its due date and not yet submitted. An unreadable due date is never overdue. */
export function isOverdue(assignment: Assignment, now: number): boolean {
  const due = Date.parse(assignment.dueDate);
  return statusOf(assignment) === 'pending' && Number.isFinite(due) && due < now;
}

/** A grade as a whole percentage of the max points: 45 of 50 → 90. */
export const gradePercent = (grade: number, maxPoints: number) =>
  maxPoints > 0 ? Math.round((grade / maxPoints) * 100) : 0;

/**
 * The submit button is enabled only for non-blank text (spec part 2 §5) that differs from what was sent, or
 * with a change of the attached file (a new one, or the old one taken away).
 */
export function maySubmit(draft: string, submitted: string | undefined, fileChanged = false): boolean {
  const text = draft.trim();
  return text.length > 0 && (fileChanged || text !== (submitted ?? '').trim());
}

/**
 * The list with the assignment as the submit answered it, in its place: the answer's own fields win, and its
 * status is the submission's. An assignment not in the list leaves it as it is.
 */
export function withSubmitted<T extends { assignments: Assignment[] }>(
  list: T,
  answer: { assignment: Assignment; submission: NonNullable<Assignment['submission']> },
): T {
  const at = list.assignments.findIndex((a) => a.id === answer.assignment.id);
  if (at < 0) return list;
  const assignments = [...list.assignments];
  const current = assignments[at] as Assignment;
  assignments[at] = {
    ...current,
    ...answer.assignment,
    submission: answer.submission,
    submissionStatus: answer.submission.status,
  };
  return { ...list, assignments };
}
