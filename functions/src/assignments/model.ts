import type { Assignment, Submission } from '@academy/shared';
import { Redo, reasonAt, retryOnConflict } from '../lib/db';
import { ConflictError, NotFoundError } from '../lib/errors';
import { fileLink } from './files';
import type { AssignmentPointer, AssignmentRecord, SubmissionRecord } from './repository';

/** The assignments feature's answers and errors, shared by its handlers and its service. */

export class AssignmentNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Assignment not found');
  }
}

export { NotEnrolledError } from '../lib/course-access';

export class GradedSubmissionError extends ConflictError {
  constructor() {
    super(/*i18n*/ 'This assignment has been graded; your submission can no longer be changed.');
  }
}

/**
 * The submission as the API answers it; `fileUrl` is the attached file's short-lived link, for the readers who may
 * open it (its student, the course's instructor, admins): see `withFileLinks`.
 */
export const toSubmission = (s: SubmissionRecord, fileUrl: string | null = null): Submission => {
  const graded = typeof s.grade === 'number';
  return {
    _id: `${s.assignmentId}:${s.studentId}`,
    assignmentId: s.assignmentId,
    courseId: s.courseId,
    student: { _id: s.studentId, name: s.student.name, email: s.student.email },
    content: s.content,
    file: s.file ? { name: s.file.name, contentType: s.file.contentType, size: s.file.size } : null,
    fileUrl: s.file ? fileUrl : null,
    submittedAt: s.submittedAt,
    grade: graded ? Number(s.grade) : null,
    feedback: graded ? (s.feedback ?? '') : '',
    gradedAt: graded ? (s.gradedAt ?? null) : null,
    status: graded ? 'graded' : 'submitted',
  };
};

const base = (a: AssignmentRecord, course: { id: string; title: string }): Assignment => ({
  _id: a.id,
  id: a.id,
  courseId: course.id,
  courseTitle: course.title,
  moduleId: a.moduleId ?? null,
  title: a.title,
  description: a.description,
  instructions: a.instructions,
  dueDate: a.dueDate,
  maxPoints: a.maxPoints,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

/** The key `withFileLinks` files a submission's link under. */
export const linkKey = (s: Pick<SubmissionRecord, 'assignmentId' | 'studentId'>) =>
  `${s.assignmentId}:${s.studentId}`;

/**
 * The short-lived links of these submissions' files, by `linkKey`: presigned locally (no request per file). Only
 * for callers who may open every one of them.
 */
export async function withFileLinks(submissions: readonly SubmissionRecord[]): Promise<Map<string, string>> {
  const withFile = submissions.filter((s) => s.file);
  const links = await Promise.all(withFile.map((s) => fileLink(s.file!)));
  return new Map(withFile.map((s, i) => [linkKey(s), links[i]!]));
}

/** A student's reading: their own status and submission (never anyone else's), with their own file's link. */
export const studentAssignment = (
  a: AssignmentRecord,
  course: { id: string; title: string },
  own: SubmissionRecord | undefined,
  links: ReadonlyMap<string, string> = new Map(),
): Assignment => {
  const submission = own ? toSubmission(own, links.get(linkKey(own)) ?? null) : null;
  return { ...base(a, course), submissionStatus: submission?.status ?? 'pending', submission };
};

/** The course staff's reading: the exact counters. */
export const staffAssignment = (
  a: AssignmentRecord,
  course: { id: string; title: string },
  pointer: Pick<AssignmentPointer, 'submittedCount' | 'gradedCount'> | undefined,
): Assignment => ({
  ...base(a, course),
  submittedCount: pointer?.submittedCount ?? 0,
  gradedCount: pointer?.gradedCount ?? 0,
});

export { Redo, reasonAt } from '../lib/db';

/**
 * What a failed transaction means whose first write is conditioned on what was read (the course's set in W27
 * and W28, the submission's grade version in W10) and whose second on the assignment's pointer: the first
 * changed since it was read (Redo: read it again), or the assignment is gone (404); anything else as it is.
 */
export function conflictOrGone(error: unknown): never {
  if (reasonAt(error, 0) === 'ConditionalCheckFailed') throw new Redo();
  if (reasonAt(error, 1) === 'ConditionalCheckFailed') throw new AssignmentNotFoundError();
  throw error;
}

/**
 * Runs a read-modify-write until it completes, redoing it when another write got in first: on a transaction
 * conflict, or a `Redo` it throws itself after a failed optimistic condition (lib/db.ts's retryOnConflict), at
 * most 10 times.
 */
export const redoOnConflict = <T>(attempt: () => Promise<T>): Promise<T> =>
  retryOnConflict(attempt, { attempts: 10, pauseMs: 10, maxDoublings: 6 });
