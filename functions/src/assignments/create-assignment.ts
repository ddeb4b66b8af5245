import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { ulid } from 'ulid';
import { loadManagedCourse } from '../courses/service';
import { type FanOutJob, fanOutJobPut, runFanOutInRequest } from '../fan-outs/service';
import { httpHandler } from '../http';
import { ConflictError } from '../lib/errors';
import { isoUtc } from '../lib/keys';
import { checkSetFits, moduleOf } from './edit';
import { Redo, reasonAt, redoOnConflict, staffAssignment } from './model';
import { type AssignmentRecord, createAssignment, getAssignmentSet } from './repository';
import { assignmentFanOutPage } from './service';

/**
 * W26: adds an assignment to one of the caller's courses (an admin: any course), then puts the course into every
 * enrolled student's assignment feed (AP39) and tells each of them (W18, 'New assignment'; W30: the job stored
 * with the assignment, run here, finished by the scheduled resumeFanOuts if this stops).
 */
export const handler = httpHandler(routes.createAssignment, async ({ body, caller }) => {
  const { course, modules } = await loadManagedCourse(body.course, caller);
  const now = new Date().toISOString();
  const record: AssignmentRecord = {
    id: ulid(),
    moduleId: moduleOf(modules, body.module),
    title: body.title,
    description: body.description,
    instructions: body.instructions,
    dueDate: isoUtc(body.dueDate),
    maxPoints: body.maxPoints,
    createdAt: now,
    updatedAt: now,
  };
  const job: FanOutJob = {
    kind: 'assignment',
    id: record.id,
    courseId: course.id,
    payload: { courseTitle: course.title },
    createdAt: now,
  };
  await redoOnConflict(async () => {
    const set = await getAssignmentSet(course.id);
    // A retried request whose first write went through: it is there already.
    if (set.assignments.some((a) => a.id === record.id)) return;
    if (set.assignments.length >= 50)
      throw new ConflictError(/*i18n*/ 'A course can have at most 50 assignments');
    const next = [...set.assignments, record];
    checkSetFits(next);
    try {
      await createAssignment(course.id, set, next, record.id, [fanOutJobPut(job)]);
    } catch (error) {
      if (reasonAt(error, 0) === 'ConditionalCheckFailed') throw new Redo();
      throw error;
    }
  });
  await runFanOutInRequest(job, (studentIds) => assignmentFanOutPage(course, studentIds, record));
  return { status: 201, body: { assignment: staffAssignment(record, course, undefined) } };
});
