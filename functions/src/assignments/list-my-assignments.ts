import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { httpHandler } from '../http';
import { studentAssignment, withFileLinks } from './model';
import {
  type AssignmentRecord,
  getAssignmentSets,
  listAssignmentFeed,
  listStudentSubmissions,
} from './repository';

/**
 * AP39: every assignment of the student's courses that have any, with their own status: the student's assignment
 * feed (the courses, one Query) ∥ AP37 (all their submissions), then one BatchGet of those courses' set items; 3
 * requests for a student with ≤ 100 such courses, whatever the number of their other courses. Ordered by due date.
 */
export const handler = httpHandler(
  routes.listMyAssignments,
  ({ sub }) => myAssignments(sub),
  async ({ firstReads }) => firstReads,
);

/** Reads only, keyed by the student's sub: the route starts them beside the caller lookup. */
async function myAssignments(studentId: string) {
  const [feed, own] = await Promise.all([listAssignmentFeed(studentId), listStudentSubmissions(studentId)]);
  const sets = feed.length
    ? await getAssignmentSets(feed.map((e) => e.courseId))
    : new Map<string, AssignmentRecord[]>();
  const mine = new Map(own.map((s) => [`${s.courseId}#${s.assignmentId}`, s]));
  const links = await withFileLinks(own);
  const courses = feed
    .map((e) => ({ id: e.courseId, title: e.courseTitle }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const assignments = courses.flatMap((course) =>
    (sets.get(course.id) ?? []).map((a) =>
      studentAssignment(a, course, mine.get(`${course.id}#${a.id}`), links),
    ),
  );
  assignments.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.courseTitle.localeCompare(b.courseTitle) ||
      a.id.localeCompare(b.id),
  );
  return { courses, assignments };
}
