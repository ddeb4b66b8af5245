import { assignmentsRoutes as routes } from '@academy/shared/features/assignments/routes';
import { ulid } from 'ulid';
import { isEnrolled } from '../enrollments/service';
import { httpHandler } from '../http';
import { SUBMISSION_UPLOAD_SECONDS, submissionUploadLink, uploadKey } from './files';
import { AssignmentNotFoundError, GradedSubmissionError, NotEnrolledError } from './model';
import { getPointer, getSubmission } from './repository';

/**
 * A presigned PUT for one file to attach to the caller's submission: an enrolled student, an assignment that
 * exists, work not yet graded. The key is the caller's own upload folder for this assignment with a fresh id;
 * the submit that names the id checks the file where it lies before accepting it (./files.ts).
 */
export const handler = httpHandler(routes.createSubmissionUpload, async ({ params, body, caller }) => {
  const pointer = await getPointer(params.id);
  if (!pointer) throw new AssignmentNotFoundError();
  const [enrolled, existing] = await Promise.all([
    isEnrolled(caller.id, pointer.courseId),
    getSubmission(params.id, caller.id),
  ]);
  if (!enrolled) throw new NotEnrolledError();
  if (existing && typeof existing.grade === 'number') throw new GradedSubmissionError();
  const uploadId = ulid();
  const { url, headers } = await submissionUploadLink(
    uploadKey(params.id, caller.id, uploadId),
    body.contentType,
    body.size,
  );
  return { uploadUrl: url, headers, uploadId, expiresIn: SUBMISSION_UPLOAD_SECONDS };
});
