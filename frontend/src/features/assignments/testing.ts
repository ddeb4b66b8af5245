import type { Submission } from '@academy/shared/features/assignments/schemas';

/** A student's submission for the tests (assignment a1 of course c1, submitted, not graded yet). */
export const makeSubmission = (overrides: Partial<Submission> = {}): Submission => ({
  _id: 'a1:s1',
  assignmentId: 'a1',
  courseId: 'c1',
  student: { _id: 's1', name: 'Ananya Gupta', email: 'student@demo.academy' },
  content: 'My answer',
  file: null,
  fileUrl: null,
  submittedAt: '2026-05-01T10:00:00.000Z',
  grade: null,
  feedback: '',
  gradedAt: null,
  status: 'submitted',
  ...overrides,
});
