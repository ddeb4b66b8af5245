import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { loadManagedCourse } from '../courses/service';
import { enrollmentRead } from '../enrollments/service';
import { httpHandler } from '../http';
import { NotEnrolledError, staffAssignment, studentAssignment, withFileLinks } from './model';
import {
  type AssignmentPointer,
  getAssignmentSet,
  getAssignmentSetWith,
  getPointers,
  listStudentSubmissions,
} from './repository';

/**
 * AP31 + AP37: a student's reading (one parallel round of 2 requests: a BatchGetItem of the set item and their
 * enrolment, and a Query of their own submissions of this course; a course they are not enrolled in, existing
 * or not, is 403; their own files' links presigned here) or the course staff's
 * (the course, the set item, then one BatchGet of the assignments' counters).
 */
export const handler = httpHandler(
  routes.listCourseAssignments,
  // A student's round of reads, started beside the caller lookup (keyed by the caller's sub).
  async ({ params, sub, role }) => {
    if (role !== 'student') return undefined;
    const enrollmentItem = enrollmentRead(sub, params.id);
    const [{ set, other }, own] = await Promise.all([
      getAssignmentSetWith(params.id, enrollmentItem.key),
      listStudentSubmissions(sub, params.id),
    ]);
    return { enrollment: enrollmentItem.read(other), set, own };
  },
  async ({ params, caller, firstReads }) => {
    if (firstReads) {
      const { enrollment, set, own } = firstReads;
      if (!enrollment) throw new NotEnrolledError();
      const course = { id: params.id, title: enrollment.courseTitle };
      const byAssignment = new Map(own.map((s) => [s.assignmentId, s]));
      const links = await withFileLinks(own);
      return {
        course,
        view: 'student' as const,
        assignments: set.assignments.map((a) => studentAssignment(a, course, byAssignment.get(a.id), links)),
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
  },
);
