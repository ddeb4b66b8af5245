/** Query keys of the students page. The cache is cleared when the user signs out, so keys need not name them. */
export const studentKeys = {
  all: ['students'] as const,
  /** GET /api/courses/instructor/my-courses for the course drop-down (own courses; every course for an admin). */
  courses: () => [...studentKeys.all, 'courses'] as const,
  /** GET /api/instructor/students?course=: one course's students, page after page. */
  pages: (courseId: string) => [...studentKeys.all, 'course', courseId] as const,
};
