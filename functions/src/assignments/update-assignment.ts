import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { isoUtc } from '../lib/keys';
import { checkSetFits, moduleOf } from './edit';
import { AssignmentNotFoundError, conflictOrGone, redoOnConflict, staffAssignment } from './model';
import {
  type AssignmentRecord,
  getAssignmentSet,
  getPointer,
  rewriteSubmissionDetails,
  updateAssignmentSet,
} from './repository';

/**
 * W27: changes the fields the body names (the course never changes). Lowering maxPoints below a grade already
 * given is allowed: grades stay as given (docs/data-model.md §7). A body that names the title or the points then
 * rewrites the submissions' copies of them (the instructor dashboard's recent submissions read those), so a
 * retried update repairs copies a failed one left.
 */
export const handler = httpHandler(routes.updateAssignment, async ({ params, body, caller }) => {
  const pointer = await getPointer(params.id);
  if (!pointer) throw new AssignmentNotFoundError();
  const { course, modules } = await loadManagedCourse(pointer.courseId, caller);
  const moduleId = body.module === undefined ? undefined : moduleOf(modules, body.module);
  const { updated, version } = await redoOnConflict(async () => {
    const set = await getAssignmentSet(course.id);
    const current = set.assignments.find((a) => a.id === params.id);
    if (!current) throw new AssignmentNotFoundError();
    const next: AssignmentRecord = {
      ...current,
      title: body.title ?? current.title,
      description: body.description ?? current.description,
      instructions: body.instructions ?? current.instructions,
      dueDate: body.dueDate === undefined ? current.dueDate : isoUtc(body.dueDate),
      maxPoints: body.maxPoints ?? current.maxPoints,
      moduleId: moduleId === undefined ? current.moduleId : moduleId,
      updatedAt: new Date().toISOString(),
    };
    const list = set.assignments.map((a) => (a.id === params.id ? next : a));
    checkSetFits(list);
    await updateAssignmentSet(course.id, set, list, params.id).catch(conflictOrGone);
    return { updated: next, version: set.version + 1 };
  });
  if (body.title !== undefined || body.maxPoints !== undefined)
    await rewriteSubmissionDetails(params.id, {
      assignmentTitle: updated.title,
      maxPoints: updated.maxPoints,
      detailsVersion: version,
    });
  return { assignment: staffAssignment(updated, course, pointer) };
});
