/**
 * Query keys of the chats feature. Every one starts with 'chats', so one invalidation reaches them all; the
 * cache is cleared on sign-out, so keys need not name the user.
 */
export const chatKeys = {
  all: ['chats'] as const,
  /** GET /api/chats/student: the student's mentors, one per enrolled course. */
  student: () => [...chatKeys.all, 'student'] as const,
  /** GET /api/chats/mentor: the instructor's conversations. */
  mentor: () => [...chatKeys.all, 'mentor'] as const,
  /** GET /api/courses/instructor/my-courses for the new-chat picker (the instructor's own courses). */
  courses: () => [...chatKeys.all, 'courses'] as const,
  /** GET /api/instructor/students?course=: the students a conversation may be started with, page after page. */
  courseStudents: (courseId: string) => [...chatKeys.all, 'course-students', courseId] as const,
  /** GET /api/chats/{id}: one conversation's messages (every page read so far, merged). */
  thread: (chatId: string) => [...chatKeys.all, 'thread', chatId] as const,
};
