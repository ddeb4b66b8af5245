import { expect } from 'vitest';

/**
 * PUTs `body` to an upload link the API answered (`{ uploadUrl, headers }`) as the browser does, with
 * `contentType` instead of the signed type when given (to lie about it); expects the store to take it (200).
 */
export async function putToUploadLink(
  link: { uploadUrl: string; headers: Record<string, string> },
  body: NonNullable<RequestInit['body']>,
  contentType?: string,
) {
  const headers = contentType ? { ...link.headers, 'content-type': contentType } : link.headers;
  const put = await fetch(link.uploadUrl, { method: 'PUT', headers, body });
  expect(put.status).toBe(200);
}

/** The first five bytes of a fetched file, as text: `%PDF-` for a PDF. */
export const fileStart = async (response: Response) =>
  Buffer.from(await response.arrayBuffer())
    .subarray(0, 5)
    .toString();
