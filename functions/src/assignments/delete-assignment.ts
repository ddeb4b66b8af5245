import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { deleteFiles } from './files';
import { AssignmentNotFoundError, conflictOrGone, redoOnConflict } from './model';
import { deleteAssignment, deleteSubmissions, getAssignmentSet, getPointer } from './repository';

/**
 * W28: the assignment leaves its course's set and its pointer goes, in one transaction; then its submissions, and
 * the files attached to them.
 */
export const handler = httpHandler(routes.deleteAssignment, async ({ params, caller }) => {
  const pointer = await getPointer(params.id);
  if (!pointer) throw new AssignmentNotFoundError();
  const { course } = await loadManagedCourse(pointer.courseId, caller);
  await redoOnConflict(async () => {
    const set = await getAssignmentSet(course.id);
    const rest = set.assignments.filter((a) => a.id !== params.id);
    await deleteAssignment(course.id, set, rest, params.id).catch(conflictOrGone);
  });
  await deleteSubmissions(params.id, deleteFiles);
  return { deleted: true as const };
});
