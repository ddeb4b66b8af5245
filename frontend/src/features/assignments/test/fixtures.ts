import type { Submission } from '@academy/shared/features/assignments/schemas';

/** A submitted, ungraded submission of assignment a1 by student s1, for the unit tests; every field can be overridden. */
export const submission = (overrides: Partial<Submission> = {}): Submission => ({
  _id: 'a1:s1',
  assignmentId: 'a1',
  courseId: 'c1',
  student: { _id: 's1', name: 'Ananya Gupta', email: 'student@demo.academy' },
  content: 'My first answer',
  file: null,
  fileUrl: null,
  submittedAt: '2026-05-01T10:00:00.000Z',
  grade: null,
  feedback: '',
  gradedAt: null,
  status: 'submitted',
  ...overrides,
});
