import { routes } from '@academy/shared';
import { loadManagedCourse } from '../courses/ownership';
import { getEnrollmentBasics } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { NotEnrolledError, staffAssignment, studentAssignment } from './model';
import { type AssignmentPointer, getAssignmentSet, getPointers, listStudentSubmissions } from './repository';

/**
 * AP31 + AP37: a student's reading (one parallel round of 3 requests: the enrolment, the set item, their own
 * submissions of this course; a course they are not enrolled in, existing or not, is 403) or the course staff's
 * (the course, the set item, then one BatchGet of the assignments' counters).
 */
export const handler = httpHandler(routes.listCourseAssignments, async ({ params, caller }) => {
  if (caller.role === 'student') {
    const [enrollment, set, own] = await Promise.all([
      getEnrollmentBasics(caller.id, params.id),
      getAssignmentSet(params.id),
      listStudentSubmissions(caller.id, params.id),
    ]);
    if (!enrollment) throw new NotEnrolledError();
    const course = { id: params.id, title: enrollment.courseTitle };
    const byAssignment = new Map(own.map((s) => [s.assignmentId, s]));
    return {
      course,
      view: 'student' as const,
      assignments: set.assignments.map((a) => studentAssignment(a, course, byAssignment.get(a.id))),
    };
  }
  const [{ course }, set] = await Promise.all([
    loadManagedCourse(params.id, caller),
    getAssignmentSet(params.id),
  ]);
  const pointers = set.assignments.length
    ? await getPointers(set.assignments.map((a) => a.id))
    : new Map<string, AssignmentPointer>();
  const summary = { id: course.id, title: course.title };
  return {
    course: summary,
    view: 'staff' as const,
    assignments: set.assignments.map((a) => staffAssignment(a, summary, pointers.get(a.id))),
  };
});
