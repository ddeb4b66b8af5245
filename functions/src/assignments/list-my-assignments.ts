import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { listStudentEnrollmentSummaries } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { studentAssignment } from './model';
import { type AssignmentRecord, getAssignmentSets, listStudentSubmissions } from './repository';

/**
 * AP39: every assignment of the student's enrolled courses with their own status: AP21 ∥ AP37 (all their
 * submissions), then one BatchGet of the courses' set items; 3 requests for a student with ≤ 100 courses.
 * Ordered by due date.
 */
export const handler = httpHandler(routes.listMyAssignments, async ({ caller }) => {
  const [enrollments, own] = await Promise.all([
    listStudentEnrollmentSummaries(caller.id),
    listStudentSubmissions(caller.id),
  ]);
  const sets = enrollments.length
    ? await getAssignmentSets(enrollments.map((e) => e.courseId))
    : new Map<string, AssignmentRecord[]>();
  const mine = new Map(own.map((s) => [`${s.courseId}#${s.assignmentId}`, s]));
  const courses = enrollments.map((e) => ({ id: e.courseId, title: e.title }));
  const assignments = courses.flatMap((course) =>
    (sets.get(course.id) ?? []).map((a) => studentAssignment(a, course, mine.get(`${course.id}#${a.id}`))),
  );
  assignments.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.courseTitle.localeCompare(b.courseTitle) ||
      a.id.localeCompare(b.id),
  );
  return { courses, assignments };
});
