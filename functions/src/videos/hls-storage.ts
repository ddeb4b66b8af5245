import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_PATH } from '@academy/shared';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { transferClient } from '../lib/clients';
import { required } from '../lib/env';

/**
 * The transcoded lessons' files in the videos bucket, under `hls/` (VIDEO_PATH without its slashes): CloudFront
 * serves that prefix, and only it, to holders of the course's signed cookies (infra/lib/web.ts; locally the video
 * origin, infra/local/video-origin.ts). Originals stay under `videos/`, never served by the CDN.
 */
const bucket = () => required('VIDEOS_BUCKET');
const HLS_PREFIX = VIDEO_PATH.slice(1);

/** A lesson's folder: each job's renditions in a folder of their own, the captions beside them. */
export const lessonFolder = (courseId: string, moduleId: string) => `${HLS_PREFIX}${courseId}/${moduleId}/`;
export const jobFolder = (courseId: string, moduleId: string, jobId: string) =>
  `${lessonFolder(courseId, moduleId)}${jobId}/`;
export const captionKey = (courseId: string, moduleId: string, language: string, id: string) =>
  `${lessonFolder(courseId, moduleId)}captions/${language}-${id}.vtt`;
/** Where the browser asks for a key of the bucket's `hls/` (same origin as the app). */
export const addressOf = (key: string) => `/${key}`;

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};
/** Every file's name is new for each job (or caption upload), so the CDN and browsers may keep it for good. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/** A short-lived link ffmpeg reads the original through (it seeks with ranges: a chunk reads only its part). */
export const sourceLink = (key: string) =>
  getSignedUrl(transferClient(), new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: 3600 });

export async function putText(key: string, text: string): Promise<void> {
  await transferClient().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: text,
      ContentType: contentTypes[path.extname(key)] ?? 'text/plain; charset=utf-8',
      CacheControl: IMMUTABLE,
    }),
  );
}

export async function getText(key: string): Promise<string> {
  const object = await transferClient().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return (await object.Body?.transformToString('utf8')) ?? '';
}

export async function deleteKey(key: string): Promise<void> {
  await transferClient().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Uploads every file of a local folder (one level and its subfolders) under `prefix`, a few at a time. */
export async function uploadFolder(dir: string, prefix: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).map(String);
  const regular: string[] = [];
  for (const file of files) if ((await stat(path.join(dir, file))).isFile()) regular.push(file);
  let next = 0;
  const worker = async () => {
    while (next < regular.length) {
      const file = regular[next++]!;
      const local = path.join(dir, file);
      await transferClient().send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: `${prefix}${file.split(path.sep).join('/')}`,
          Body: createReadStream(local),
          ContentLength: (await stat(local)).size,
          ContentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
          CacheControl: IMMUTABLE,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return regular.length;
}
