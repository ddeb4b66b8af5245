import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { getCourseBasics } from '../courses/service';
import { isEnrolled, submissionEnrollmentWrite } from '../enrollments/service';
import { httpHandler } from '../http';
import { derivedId } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import { acceptUpload, deleteFile, type StoredFile, UploadNotFoundError } from './files';
import {
  AssignmentNotFoundError,
  GradedSubmissionError,
  linkKey,
  NotEnrolledError,
  Redo,
  reasonAt,
  redoOnConflict,
  studentAssignment,
  toSubmission,
  withFileLinks,
} from './model';
import {
  getAssignmentSet,
  getPointer,
  getSubmission,
  newSubmissionWrites,
  replaceSubmissionWrites,
  type SubmissionDetails,
  type SubmissionRecord,
  transact,
} from './repository';

/**
 * A refused W9 transaction, either kind: its third write (the enrolment) failed, not enrolled; its first or second
 * (the submission, the pointer), another write got in first: read again (Redo).
 */
function refused(error: unknown): never {
  if (reasonAt(error, 2) === 'ConditionalCheckFailed') throw new NotEnrolledError();
  if (reasonAt(error, 0) === 'ConditionalCheckFailed' || reasonAt(error, 1) === 'ConditionalCheckFailed')
    throw new Redo();
  throw error;
}

/**
 * W9: an enrolled student's submission, one per assignment. The first one is a Put (with the pointer's count,
 * the enrolment's submitted set and the instructor's notification, in one transaction); until it is graded the
 * student may replace its text and attach, replace or drop its file (no new notification); the same text and file
 * again change nothing. When another write got in first (20 at once), it reads again and redoes, so exactly one
 * submission is counted.
 *
 * A file named by its upload id is the caller's own upload to this assignment (the key is built from both), checked
 * and moved to its lasting place before the transaction (./files.ts); a submit that then fails deletes it again, and
 * a file the submission no longer names (replaced or dropped) is deleted after it.
 */
export const handler = httpHandler(routes.submitAssignment, async ({ params, body, caller }) => {
  const pointer = await getPointer(params.id);
  if (!pointer) throw new AssignmentNotFoundError();
  let accepted: StoredFile | undefined;
  if (body.file) {
    const [before, enrolled] = await Promise.all([
      getSubmission(params.id, caller.id),
      isEnrolled(caller.id, pointer.courseId),
    ]);
    if (!enrolled) throw new NotEnrolledError();
    if (before && typeof before.grade === 'number') throw new GradedSubmissionError();
    // A retry of a submit that went through names the file the submission already has.
    if (before?.file?.uploadId !== body.file.uploadId)
      accepted = await acceptUpload(params.id, caller.id, body.file);
  }
  try {
    const result = await redoOnConflict(async () => {
      const [set, course, existing] = await Promise.all([
        getAssignmentSet(pointer.courseId),
        getCourseBasics(pointer.courseId),
        getSubmission(params.id, caller.id),
      ]);
      const assignment = set.assignments.find((a) => a.id === params.id);
      if (!assignment || !course) throw new AssignmentNotFoundError();
      const answer = async (s: SubmissionRecord, replaced?: StoredFile) => {
        const links = await withFileLinks([s]);
        return {
          submission: toSubmission(s, links.get(linkKey(s)) ?? null),
          assignment: studentAssignment(assignment, course, s, links),
          replaced,
        };
      };
      if (existing && typeof existing.grade === 'number') throw new GradedSubmissionError();
      const file = fileChange(body.file, existing, accepted);
      if (existing && existing.content === body.content && file === undefined) return answer(existing);
      const now = new Date().toISOString();
      const details = {
        assignmentTitle: assignment.title,
        maxPoints: assignment.maxPoints,
        detailsVersion: set.version,
      };
      if (!existing) {
        const record: SubmissionRecord & SubmissionDetails = {
          assignmentId: assignment.id,
          courseId: course.id,
          instructorId: course.instructorId,
          studentId: caller.id,
          student: { name: caller.user.name, email: caller.user.email },
          courseTitle: course.title,
          ...details,
          content: body.content,
          ...(file ? { file } : {}),
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
              ...notice(/*i18n*/ 'New submission', /*i18n*/ '{name} submitted {assignment} in {course}.', {
                name: caller.user.name,
                assignment: assignment.title,
                course: course.title,
              }),
              sourceId: course.id,
              createdAt: now,
            }),
          ]);
        } catch (error) {
          // The pointer: deleted (the next reading finds no assignment) or its details changed since the read.
          refused(error);
        }
        return answer(record);
      }
      try {
        await transact([
          ...replaceSubmissionWrites(existing, details, body.content, now, file),
          submissionEnrollmentWrite(caller.id, course.id, assignment.id, now, true),
        ]);
      } catch (error) {
        // Graded or replaced meanwhile, the assignment deleted or its details changed: the next reading decides.
        refused(error);
      }
      const { file: before, ...withoutFile } = existing;
      const next = file === undefined ? existing : file === null ? withoutFile : { ...existing, file };
      return answer(
        { ...next, ...details, content: body.content, submittedAt: now, updatedAt: now },
        file === undefined ? undefined : before,
      );
    });
    // The file the submission named before, replaced or dropped: nobody can reach it any more.
    if (result.replaced) await deleteFile(result.replaced.key);
    return { submission: result.submission, assignment: result.assignment };
  } catch (error) {
    // A file accepted for a submit that was refused goes again, unless the submission names it (a retry of
    // the same submit that went through meanwhile).
    if (accepted) {
      const now = await getSubmission(params.id, caller.id).catch(() => undefined);
      if (now?.file?.key !== accepted.key) await deleteFile(accepted.key);
    }
    throw error;
  }
});

/**
 * What the submit does to the attached file: undefined leaves it as it is (no `file` in the body, the file it has
 * already, or nothing to drop), null drops it, a StoredFile attaches that one (the upload accepted for this submit).
 */
function fileChange(
  wanted: { uploadId: string } | null | undefined,
  existing: SubmissionRecord | undefined,
  accepted: StoredFile | undefined,
): StoredFile | null | undefined {
  if (wanted === undefined) return undefined;
  if (wanted === null) return existing?.file ? null : undefined;
  if (existing?.file?.uploadId === wanted.uploadId) return undefined;
  // Read before as attached already, and replaced since (another tab): the upload was moved and is gone.
  if (!accepted) throw new UploadNotFoundError();
  return accepted;
}
