import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { getCourseBasics } from '../courses/service';
import { submissionEnrollmentWrite } from '../enrollments/service';
import { httpHandler } from '../lib/http';
import { derivedId } from '../lib/keys';
import { notificationWrites } from '../notifications/service';
import {
  AssignmentNotFoundError,
  GradedSubmissionError,
  NotEnrolledError,
  Redo,
  reasonAt,
  redoOnConflict,
  studentAssignment,
  toSubmission,
} from './model';
import {
  getAssignmentSet,
  getPointer,
  getSubmission,
  newSubmissionWrites,
  replaceSubmissionWrites,
  type SubmissionRecord,
  transact,
} from './repository';

/**
 * W9: an enrolled student's submission, one per assignment. The first one is a Put (with the pointer's count,
 * the enrolment's submitted set and the instructor's notification, in one transaction); until it is graded the
 * student may replace its text (no new notification); the same text again changes nothing. When another write
 * got in first (20 at once), it reads again and redoes, so exactly one submission is counted.
 */
export const handler = httpHandler(routes.submitAssignment, async ({ params, body, caller }) => {
  const pointer = await getPointer(params.id);
  if (!pointer) throw new AssignmentNotFoundError();
  return redoOnConflict(async () => {
    const [set, course, existing] = await Promise.all([
      getAssignmentSet(pointer.courseId),
      getCourseBasics(pointer.courseId),
      getSubmission(params.id, caller.id),
    ]);
    const assignment = set.assignments.find((a) => a.id === params.id);
    if (!assignment || !course) throw new AssignmentNotFoundError();
    const answer = (s: SubmissionRecord) => ({
      submission: toSubmission(s),
      assignment: studentAssignment(assignment, course, s),
    });
    if (existing && typeof existing.grade === 'number') throw new GradedSubmissionError();
    if (existing && existing.content === body.content) return answer(existing);
    const now = new Date().toISOString();
    if (!existing) {
      const record: SubmissionRecord = {
        assignmentId: assignment.id,
        courseId: course.id,
        instructorId: course.instructorId,
        studentId: caller.id,
        student: { name: caller.user.name, email: caller.user.email },
        courseTitle: course.title,
        content: body.content,
        submittedAt: now,
        updatedAt: now,
        gradeVersion: 0,
      };
      try {
        await transact([
          ...newSubmissionWrites(record),
          submissionEnrollmentWrite(caller.id, course.id, assignment.id, now),
          ...notificationWrites({
            id: derivedId(now, `submission#${assignment.id}#${caller.id}`),
            userId: course.instructorId,
            type: 'assignment',
            title: 'New submission',
            message: `${caller.user.name} submitted ${assignment.title} in ${course.title}.`,
            sourceId: course.id,
            createdAt: now,
          }),
        ]);
      } catch (error) {
        if (reasonAt(error, 2) === 'ConditionalCheckFailed') throw new NotEnrolledError();
        if (reasonAt(error, 1) === 'ConditionalCheckFailed') throw new AssignmentNotFoundError();
        if (reasonAt(error, 0) === 'ConditionalCheckFailed') throw new Redo();
        throw error;
      }
      return answer(record);
    }
    try {
      await transact([
        ...replaceSubmissionWrites(existing, body.content, now),
        submissionEnrollmentWrite(caller.id, course.id, assignment.id, now, true),
      ]);
    } catch (error) {
      if (reasonAt(error, 2) === 'ConditionalCheckFailed') throw new NotEnrolledError();
      if (reasonAt(error, 1) === 'ConditionalCheckFailed') throw new AssignmentNotFoundError();
      // Graded or replaced meanwhile: the next reading decides.
      if (reasonAt(error, 0) === 'ConditionalCheckFailed') throw new Redo();
      throw error;
    }
    return answer({ ...existing, content: body.content, submittedAt: now, updatedAt: now });
  });
});
