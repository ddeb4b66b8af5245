/**
 * Query keys of the instructor's side of assignments (the course's Assignments tab and its submissions). They
 * sit under their own `['assignments', 'staff']` prefix so the student screens' queries never share an entry.
 */
const root = ['assignments', 'staff'] as const;

export const instructorAssignmentKeys = {
  all: root,
  /** GET /api/assignments/course/{id}, the staff reading (counts of submitted and graded work). */
  course: (courseId: string) => [...root, 'course', courseId] as const,
  /** Every page of GET /api/assignments/{id}/submissions. */
  submissions: (assignmentId: string) => [...root, 'submissions', assignmentId] as const,
};
