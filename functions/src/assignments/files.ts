import {
  MAX_SUBMISSION_FILE_BYTES,
  SUBMISSION_FILE_LINK_SECONDS,
  type SubmissionFileType,
  submissionFileTypes,
} from '@academy/shared';
import { text } from '@academy/shared/messages';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../lib/clients';
import { chunksOf } from '../lib/db';
import { required } from '../lib/env';
import { BadRequestError } from '../lib/errors';
import { logger } from '../lib/logger';
import { presignedPut } from '../lib/presign';

/**
 * The files students attach to their submissions (docs/data-model.md, "Submission files"). They live in the videos
 * bucket under two prefixes of their own: a fresh upload lands in `submission-uploads/<aid>/<sid>/<uploadId>`
 * (an S3 lifecycle rule deletes what is left there after a day: uploads never submitted), and the submit that
 * accepts it copies it to `submissions/<aid>/<sid>/<uploadId>`, which the submission names. Every key is built
 * here from the assignment, the caller and the upload id, never taken from a request, so a student can only ever
 * name their own upload to this assignment.
 */

const bucket = () => required('VIDEOS_BUCKET');

export const UPLOAD_PREFIX = 'submission-uploads/';
export const FILE_PREFIX = 'submissions/';
/** The presigned PUT works this long. */
export const SUBMISSION_UPLOAD_SECONDS = 900;

/** A file accepted for a submission, as the submission item keeps it. */
export interface StoredFile {
  uploadId: string;
  key: string;
  name: string;
  size: number;
  contentType: SubmissionFileType;
}

export const uploadKey = (assignmentId: string, studentId: string, uploadId: string) =>
  `${UPLOAD_PREFIX}${assignmentId}/${studentId}/${uploadId}`;
export const fileKey = (assignmentId: string, studentId: string, uploadId: string) =>
  `${FILE_PREFIX}${assignmentId}/${studentId}/${uploadId}`;

/** A presigned PUT of exactly this type and size (S3 refuses any other length or type). */
export const submissionUploadLink = (key: string, contentType: SubmissionFileType, size: number) =>
  presignedPut({ bucket: bucket(), key, contentType, size }, SUBMISSION_UPLOAD_SECONDS);

/** The first bytes each type starts with (a file's "magic number"); several for ZIP-based formats. */
const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
const signatures: Record<SubmissionFileType, number[][]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'application/msword': OLE,
  'application/vnd.ms-excel': OLE,
  'application/vnd.ms-powerpoint': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ZIP,
  'application/zip': ZIP,
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // RIFF....WEBP: bytes 4–7 are the length, any value.
  'image/webp': [[0x52, 0x49, 0x46, 0x46, -1, -1, -1, -1, 0x57, 0x45, 0x42, 0x50]],
};
const HEAD_BYTES = 16;

/** Whether a file of this type may start with these bytes. */
export function startsLike(contentType: SubmissionFileType, head: Uint8Array): boolean {
  return signatures[contentType].some(
    (signature) => head.length >= signature.length && signature.every((b, i) => b < 0 || head[i] === b),
  );
}

export const isSubmissionFileType = (type: string): type is SubmissionFileType =>
  (submissionFileTypes as readonly string[]).includes(type);

const missing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/**
 * What is stored at `key`: its size and type (as the upload declared it) and its first bytes, in one ranged GET;
 * undefined when nothing is there. An empty object has no first bytes (S3 answers 416 to the range).
 */
async function inspect(
  key: string,
): Promise<{ size: number; contentType: string; head: Uint8Array } | undefined> {
  try {
    const answer = await s3Client().send(
      new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }),
    );
    const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
    const head = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    return {
      size: total === undefined ? Number(answer.ContentLength ?? head.length) : Number(total),
      contentType: answer.ContentType ?? '',
      head,
    };
  } catch (error) {
    if (missing(error)) return undefined;
    if ((error as { name?: string }).name === 'InvalidRange')
      return { size: 0, contentType: '', head: new Uint8Array() };
    throw error;
  }
}

/** The accepted file already at its place (a retried submit, or two at once): its size and type. */
async function describe(key: string): Promise<{ size: number; contentType: string } | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType ?? '' };
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}

export class UploadNotFoundError extends BadRequestError {
  constructor() {
    super(/*i18n*/ 'The attached file was not found: please attach it again');
  }
}

/**
 * Accepts the caller's upload for a submission: checked where it lies (it exists, at most 25 MB, one of the
 * allowed types, and its first bytes are that type's; the local S3 stand-in enforces no presigned condition, and
 * a client may lie about the type), then copied to its lasting key and the upload deleted. A file that fails a
 * check is deleted and refused (400). Idempotent: a file already copied by an earlier try is taken as it is.
 */
export async function acceptUpload(
  assignmentId: string,
  studentId: string,
  ref: { uploadId: string; name: string },
): Promise<StoredFile> {
  const from = uploadKey(assignmentId, studentId, ref.uploadId);
  const to = fileKey(assignmentId, studentId, ref.uploadId);
  const found = await inspect(from);
  if (!found) {
    const copied = await describe(to);
    if (!copied || !isSubmissionFileType(copied.contentType)) throw new UploadNotFoundError();
    return {
      uploadId: ref.uploadId,
      key: to,
      name: ref.name,
      size: copied.size,
      contentType: copied.contentType,
    };
  }
  const refuse = async (message: string): Promise<never> => {
    await deleteFile(from);
    throw new BadRequestError(message);
  };
  if (found.size < 1) return refuse(/*i18n*/ 'The attached file is empty');
  if (found.size > MAX_SUBMISSION_FILE_BYTES)
    return refuse(
      text(/*i18n*/ 'Files can be at most {size} MB', { size: MAX_SUBMISSION_FILE_BYTES / 1024 / 1024 }),
    );
  const contentType = found.contentType.split(';')[0]!.trim().toLowerCase();
  if (!isSubmissionFileType(contentType))
    return refuse(
      /*i18n*/ 'Attach a PDF, a Word, Excel or PowerPoint file, a ZIP or an image (JPEG, PNG or WebP)',
    );
  if (!startsLike(contentType, found.head))
    return refuse(/*i18n*/ 'The attached file is not the kind of file its name says: please attach it again');
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: to,
      CopySource: `${bucket()}/${from}`,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
  await deleteFile(from);
  return { uploadId: ref.uploadId, key: to, name: ref.name, size: found.size, contentType };
}

/** Deletes one object; a failure is logged, not answered (the object is simply left over). */
export async function deleteFile(key: string): Promise<void> {
  try {
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  } catch (error) {
    logger.warn('submission file not deleted', { key, error: (error as Error).message });
  }
}

/** Deletes the files of deleted submissions, 1,000 to a DeleteObjects; failures are logged, not answered. */
export async function deleteFiles(fileKeys: readonly string[]): Promise<void> {
  for (const chunk of chunksOf(fileKeys, 1000)) {
    try {
      await s3Client().send(
        new DeleteObjectsCommand({
          Bucket: bucket(),
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    } catch (error) {
      logger.warn('submission files not deleted', { count: chunk.length, error: (error as Error).message });
    }
  }
}

/** "report – final.pdf" as an HTTP header value: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 5987's attr-char leaves out ' ( ) * too, which encodeURIComponent keeps.
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** A short-lived link that downloads the file under its name (computed locally: no request is made). */
export function fileLink(file: Pick<StoredFile, 'key' | 'name' | 'contentType'>): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: file.key,
      ResponseContentDisposition: contentDisposition(file.name),
      ResponseContentType: file.contentType,
    }),
    { expiresIn: SUBMISSION_FILE_LINK_SECONDS },
  );
}
