import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { text } from '@academy/shared/messages';
import { auditActor, auditPut } from '../audit/service';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import {
  AssignmentNotFoundError,
  conflictOrGone,
  redoOnConflict,
  staffAssignment,
  toSubmission,
  withFileLinks,
} from './model';
import { getAssignmentSet, getPointer, getSubmission, gradeWrites, transact } from './repository';

/**
 * W10: the course's instructor (or an admin) grades a student's submission, 0 to the assignment's max points,
 * with feedback; a regrade replaces it. Each grade notifies the student once (its id is derived from the grade's
 * version), and the graded count moves only on the first grade. The grade and the one before are on the audit trail
 * (issue 41), in the same transaction.
 */
export const handler = httpHandler(routes.gradeSubmission, async ({ params, body, caller, requestId }) => {
  const found = await getPointer(params.id);
  if (!found) throw new AssignmentNotFoundError();
  const { course } = await loadManagedCourse(found.courseId, caller);
  return redoOnConflict(async () => {
    const [set, pointer, existing] = await Promise.all([
      getAssignmentSet(course.id),
      getPointer(params.id),
      getSubmission(params.id, body.studentId),
    ]);
    const assignment = set.assignments.find((a) => a.id === params.id);
    if (!assignment || !pointer) throw new AssignmentNotFoundError();
    if (body.grade > assignment.maxPoints) {
      throw new BadRequestError(
        text(/*i18n*/ 'Grade must be between 0 and {max}', { max: assignment.maxPoints }),
      );
    }
    if (!existing) throw new NotFoundError(/*i18n*/ 'This student has not submitted this assignment');
    const gradedAt = new Date().toISOString();
    const firstGrade = typeof existing.grade !== 'number';
    const gradeVersion = existing.gradeVersion + 1;
    await transact([
      ...gradeWrites(existing, {
        grade: body.grade,
        feedback: body.feedback,
        gradedAt,
        gradedBy: caller.id,
      }),
      ...notificationWrites({
        id: derivedId(gradedAt, `grade#${params.id}#${body.studentId}#${gradeVersion}`),
        userId: body.studentId,
        type: 'assignment',
        ...notice(/*i18n*/ 'Assignment graded', /*i18n*/ '{assignment}: {grade}/{max}', {
          assignment: assignment.title,
          grade: body.grade,
          max: assignment.maxPoints,
        }),
        sourceId: course.id,
        createdAt: gradedAt,
      }),
      // The audit trail (issue 41): the grade given, and the one it replaced.
      auditPut({
        action: 'submission.grade',
        actor: auditActor(caller),
        target: {
          type: 'submission',
          id: `${params.id}_${body.studentId}`,
          label: `${assignment.title} (${existing.student.name})`,
        },
        before: { grade: firstGrade ? null : (existing.grade ?? null) },
        after: { grade: body.grade, maxPoints: assignment.maxPoints },
        requestId,
        at: gradedAt,
      }),
    ]).catch(conflictOrGone);
    const graded = {
      ...existing,
      grade: body.grade,
      feedback: body.feedback,
      gradedAt,
      gradedBy: caller.id,
      gradeVersion,
    };
    const links = await withFileLinks([graded]);
    return {
      submission: toSubmission(graded, links.values().next().value ?? null),
      assignment: staffAssignment(assignment, course, {
        submittedCount: pointer.submittedCount,
        gradedCount: pointer.gradedCount + (firstGrade ? 1 : 0),
      }),
    };
  });
});
