import { endpoints } from '@academy/shared/endpoints';
import { ASSIGNMENT_LIMITS } from '@academy/shared/features/assignments/schemas';
import { apiCall } from '../../../lib/api-client';
import { FileUploadError, putFile } from '../../../lib/put-file';
import { submissionFileProblem, submissionFileTypeOf } from '../lib/submission-file';

export interface UploadSubmissionFileInput {
  assignmentId: string;
  file: File;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What the submit names: the upload's id and the file's name (as picked, at most the schema's length). */
export interface UploadedFile {
  uploadId: string;
  name: string;
  size: number;
  contentType: string;
}

/**
 * A file for a submission: ask for a presigned upload (its type and size fixed), then send it straight to
 * storage with progress. It is attached by the submit that names it; the server checks it again there.
 */
export async function uploadSubmissionFile({
  assignmentId,
  file,
  onProgress,
  signal,
}: UploadSubmissionFileInput): Promise<UploadedFile> {
  const problem = submissionFileProblem(file);
  const contentType = submissionFileTypeOf(file);
  if (problem || !contentType) throw new FileUploadError(problem ?? 'That kind of file cannot be attached.');
  const upload = await apiCall(endpoints.createSubmissionUpload, {
    params: { id: assignmentId },
    body: { contentType, size: file.size },
    signal,
  });
  await putFile(upload.uploadUrl, file, upload.headers, onProgress, signal);
  // Control and direction-changing characters (the server refuses them in any text) go; the end is kept.
  const name =
    file.name
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(-ASSIGNMENT_LIMITS.fileName)
      .trim() || 'attachment';
  return { uploadId: upload.uploadId, name, size: file.size, contentType };
}
