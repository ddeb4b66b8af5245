import {
  MAX_SUBMISSION_FILE_BYTES,
  SUBMISSION_FILE_LINK_SECONDS,
  type SubmissionFileType,
  submissionFileExtensions,
  submissionFileTypes,
} from '@academy/shared/limits';
import { t } from '@lingui/core/macro';
import { formatBytes } from '../../../lib/format';

/** The attach box's hint: what may be attached (the server holds the same rules), in the page's language. */
export function submissionFileHint(): string {
  const megabytes = MAX_SUBMISSION_FILE_BYTES / 1024 / 1024;
  return t`PDF, Word, Excel, PowerPoint, ZIP or an image (JPEG, PNG, WebP), up to ${megabytes} MB.`;
}

/** The file picker's `accept`: the extensions and types allowed. */
export const SUBMISSION_FILE_ACCEPT = [
  ...Object.keys(submissionFileExtensions).map((extension) => `.${extension}`),
  ...submissionFileTypes,
].join(',');

/**
 * The type the upload declares: the browser's when it is one of the allowed, else the extension's (browsers
 * give ZIPs as application/x-zip-compressed on Windows, and some files no type at all); null when neither is.
 */
export function submissionFileTypeOf(file: { name: string; type: string }): SubmissionFileType | null {
  const declared = submissionFileTypes.find((type) => type === file.type);
  if (declared) return declared;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (submissionFileExtensions as Record<string, SubmissionFileType>)[extension] ?? null;
}

const MB = 1024 * 1024;

/** Why a picked file cannot be attached, checked before anything is sent; null when it can. */
export function submissionFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!submissionFileTypeOf(file)) {
    const hint = submissionFileHint();
    return t`That kind of file cannot be attached. Attach a ${hint}`;
  }
  if (file.size === 0) return t`The file is empty.`;
  if (file.size > MAX_SUBMISSION_FILE_BYTES) {
    const size = formatBytes(file.size);
    const limit = MAX_SUBMISSION_FILE_BYTES / MB;
    return t`This file is ${size}; files can be at most ${limit} MB.`;
  }
  return null;
}

/** Lists holding file links read again this often: three minutes before the links lapse. */
export const FILE_LINK_REFRESH_MS = (SUBMISSION_FILE_LINK_SECONDS - 180) * 1000;
