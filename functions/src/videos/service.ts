/* What other features may ask of the course media (docs/features.md): a course's uploaded thumbnail. */
import { COURSE_MEDIA_PATH, MAX_THUMBNAIL_BYTES, type ThumbnailContentType } from '@academy/shared';
import { text } from '@academy/shared/messages';
import { BadRequestError } from '../lib/errors';
import { logger } from '../lib/logger';
import { describeObject, publishToSite, readObjectStart, retireFromSite, thumbnailFolder } from './storage';

/** Each thumbnail type, the extension its upload key ends with, and how its file starts. */
const thumbnailTypes: Record<string, { type: ThumbnailContentType; matches: (head: Uint8Array) => boolean }> =
  {
    jpg: { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
    png: {
      type: 'image/png',
      matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
    },
    webp: {
      type: 'image/webp',
      matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
    },
  };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** `image/webp` → `webp`: the extension of an upload key for its type. */
export const thumbnailExtension = (contentType: ThumbnailContentType) =>
  Object.entries(thumbnailTypes).find(([, t]) => t.type === contentType)![0];

/** The site key (and address) a course's thumbnail upload is published at. */
const siteKeyOf = (courseId: string, fileName: string) =>
  `${COURSE_MEDIA_PATH.slice(1)}${courseId}/${fileName}`;

/**
 * Makes an upload of the course's the course's thumbnail: checks that it belongs to the course, has arrived, is
 * at most 2 MB, has an image type the site takes and begins as such a file does (S3 enforces the type and size
 * the upload was signed for; the local stand-in does not, and a file is only served once it checks out), then
 * copies it into the site's course media. Answers its address on the site.
 */
export async function publishThumbnail(courseId: string, uploadKey: string): Promise<string> {
  const folder = thumbnailFolder(courseId);
  const fileName = uploadKey.slice(folder.length);
  if (!uploadKey.startsWith(folder) || !/^[0-9A-Z]{26}\.(webp|png|jpg)$/.test(fileName)) {
    throw new BadRequestError(/*i18n*/ 'This upload does not belong to this course');
  }
  const expected = thumbnailTypes[fileName.split('.')[1]!]!;
  const object = await describeObject(uploadKey);
  if (!object) throw new BadRequestError(/*i18n*/ 'The image has not arrived: please upload it again');
  if (object.size > MAX_THUMBNAIL_BYTES) {
    throw new BadRequestError(
      text(/*i18n*/ 'Thumbnails can be at most {size} MB', { size: MAX_THUMBNAIL_BYTES / 1024 / 1024 }),
    );
  }
  if (object.contentType !== expected.type || !expected.matches(await readObjectStart(uploadKey, 12))) {
    throw new BadRequestError(/*i18n*/ 'Thumbnails must be JPEG, PNG or WebP images');
  }
  const key = siteKeyOf(courseId, fileName);
  await publishToSite(uploadKey, key, expected.type);
  return `/${key}`;
}

/**
 * Retires a course's previous uploaded thumbnail once the course no longer points at it (an address typed in, or
 * the demo's course art, is left alone): the site's lifecycle removes it a week later, while pages read before the
 * change may still show it. Best effort: a failure leaves an unused file, and is logged.
 */
export async function retireThumbnail(courseId: string, previous: string): Promise<void> {
  const prefix = `${COURSE_MEDIA_PATH}${courseId}/`;
  if (!previous.startsWith(prefix) || previous.includes('..')) return;
  await retireFromSite(previous.slice(1)).catch((error) =>
    logger.warn('old thumbnail not retired', { key: previous, error }),
  );
}
