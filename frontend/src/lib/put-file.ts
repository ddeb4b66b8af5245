import { t } from '@lingui/core/macro';

/** A problem with a file's transfer to storage, worded for the person sending it. */
export class FileUploadError extends Error {
  override readonly name = 'FileUploadError';
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * PUT a file to a presigned address with exactly the headers the API named, reporting progress (0 to 1).
 * XMLHttpRequest rather than fetch: it reports upload progress. Aborting rejects with an AbortError; a refusal or
 * a failed transfer with `failure(message)` (a FileUploadError unless the caller names its own).
 */
export function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  failure: (message: string) => Error = (message) => new FileUploadError(message),
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        const status = xhr.status;
        reject(failure(t`The file storage refused the upload (status ${status}). Please try again.`));
      }
    };
    xhr.onerror = () => {
      done();
      reject(failure(t`The upload failed. Please check your connection and try again.`));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort);
    xhr.send(file);
  });
}
