import { studentsRoutes as routes } from '@academy/shared/features/students/routes';
import { listCourseAssignmentIds } from '../assignments/service';
import { loadManagedCourse } from '../courses/service';
import { listCourseStudentRecords } from '../enrollments/service';
import { httpHandler } from '../http';
import { getUserRoles } from '../users/service';

/**
 * GET /api/instructor/students?course= (spec part 2, instructor student management): one page of the course's
 * students, in enrolment order, for its own instructor or an admin (404 missing course, 403 someone else's).
 * Only users whose role is student are listed; "submitted" counts only the assignments the course has now.
 */
export const handler = httpHandler(routes.listCourseStudents, async ({ query, caller }) => {
  const { course } = await loadManagedCourse(query.course, caller);
  const [page, assignmentIds] = await Promise.all([
    listCourseStudentRecords(course.id, query.limit, query.cursor),
    listCourseAssignmentIds(course.id),
  ]);
  const roles = await getUserRoles(page.items.map((s) => s.studentId));
  const current = new Set(assignmentIds);
  const students = page.items
    .filter((s) => roles.get(s.studentId) === 'student')
    .map((s) => ({
      _id: s.studentId,
      name: s.name,
      email: s.email,
      enrolledAt: s.enrolledAt,
      completionPercentage: s.completionPercentage,
      completed: s.completed,
      watchTime: s.watchTime,
      submittedAssignments: s.submittedAssignmentIds.filter((id) => current.has(id)).length,
      lastActivityAt: s.lastActivityAt,
    }));
  return {
    course: { id: course.id, title: course.title },
    totalAssignments: current.size,
    students,
    nextCursor: page.nextCursor,
  };
});
