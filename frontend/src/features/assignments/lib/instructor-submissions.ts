import type { Assignment, Submission } from '@academy/shared';

export interface SubmissionCounts {
  submitted: number;
  graded: number;
  pending: number;
}

/**
 * Graded and pending (spec part 2: graded are those with a grade, the rest pending). The server's exact
 * counts when the reading has them; otherwise the submissions at hand (a page of a longer list would undercount).
 */
export function submissionCounts(
  assignment: Pick<Assignment, 'submittedCount' | 'gradedCount'> | undefined,
  loaded: readonly Pick<Submission, 'grade'>[],
): SubmissionCounts {
  if (assignment?.submittedCount !== undefined && assignment.gradedCount !== undefined) {
    const submitted = assignment.submittedCount;
    const graded = Math.min(assignment.gradedCount, submitted);
    return { submitted, graded, pending: submitted - graded };
  }
  const graded = loaded.filter((s) => s.grade !== null).length;
  return { submitted: loaded.length, graded, pending: loaded.length - graded };
}

/** The pages of a paged list as one list, each submission once (a page boundary may move between reads). */
export function flattenSubmissions(pages: readonly { submissions: readonly Submission[] }[]): Submission[] {
  const seen = new Set<string>();
  const all: Submission[] = [];
  for (const page of pages) {
    for (const submission of page.submissions) {
      if (seen.has(submission._id)) continue;
      seen.add(submission._id);
      all.push(submission);
    }
  }
  return all;
}

/** "8 / 10", or null while a submission has no grade. */
export const gradeLabel = (grade: number | null, maxPoints: number): string | null =>
  grade === null ? null : `${grade} / ${maxPoints}`;

/** Whether a due date has passed ("Due" or "Closed" in the list); an unreadable date counts as open. */
export function isPastDue(dueDate: string, now: Date = new Date()): boolean {
  const due = new Date(dueDate).getTime();
  return !Number.isNaN(due) && due < now.getTime();
}
