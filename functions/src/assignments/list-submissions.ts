import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { AssignmentNotFoundError, linkKey, staffAssignment, toSubmission, withFileLinks } from './model';
import { getAssignmentSet, getPointer, listSubmissionsPage } from './repository';

/**
 * AP35: one page of an assignment's submissions (one Query of its partition; the page newest first) with the
 * assignment and its exact counts, and a short-lived link to each attached file (presigned here, no request
 * each). The course's instructor or an admin.
 */
export const handler = httpHandler(routes.listSubmissions, async ({ params, query, caller }) => {
  const pointer = await getPointer(params.id);
  if (!pointer) throw new AssignmentNotFoundError();
  const { course } = await loadManagedCourse(pointer.courseId, caller);
  const [set, page] = await Promise.all([
    getAssignmentSet(course.id),
    listSubmissionsPage(params.id, query.limit, query.cursor),
  ]);
  const assignment = set.assignments.find((a) => a.id === params.id);
  if (!assignment) throw new AssignmentNotFoundError();
  const links = await withFileLinks(page.items);
  const submissions = page.items
    .map((s) => toSubmission(s, links.get(linkKey(s)) ?? null))
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || a._id.localeCompare(b._id));
  return {
    assignment: staffAssignment(assignment, { id: course.id, title: course.title }, pointer),
    submissions,
    nextCursor: page.nextCursor,
  };
});
