import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectTaggingCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../lib/clients';
import { required } from '../lib/env';
import { presignedPut } from '../lib/presign';

const bucket = () => required('VIDEOS_BUCKET');

export const UPLOAD_LINK_SECONDS = 900;
export const PLAY_LINK_SECONDS = 900;

/** The folder of a module's uploads: a completed upload must name a key inside it. */
export const videoFolder = (courseId: string, moduleId: string) => `videos/${courseId}/${moduleId}/`;

/** A presigned PUT for exactly this type and size (S3 refuses any other length). */
export const uploadLink = (key: string, contentType: string, size: number) =>
  presignedPut({ bucket: bucket(), key, contentType, size }, UPLOAD_LINK_SECONDS);

export async function describeObject(
  key: string,
): Promise<{ size: number; contentType: string } | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType ?? '' };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

export function playLink(key: string) {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: PLAY_LINK_SECONDS,
  });
}

/**
 * How a module's video plays: an uploaded file through a short-lived link (it wins over an address), else
 * its external address as it is; undefined when it has neither.
 */
export async function playbackOf(module: { videoKey?: string; videoUrl?: string }) {
  if (module.videoKey) {
    return { url: await playLink(module.videoKey), kind: 'uploaded' as const, expiresIn: PLAY_LINK_SECONDS };
  }
  if (module.videoUrl) return { url: module.videoUrl, kind: 'external' as const, expiresIn: null };
  return undefined;
}

/** The folder of a course's thumbnail uploads: an attached upload must name a key inside it. */
export const thumbnailFolder = (courseId: string) => `thumbnails/${courseId}/`;

/** The first bytes of an object (a thumbnail's signature); empty when it is shorter. */
export async function readObjectStart(key: string, bytes: number): Promise<Uint8Array> {
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${bytes - 1}` }),
  );
  const body = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  return body.slice(0, bytes);
}

const siteBucket = () => required('SITE_BUCKET');

/**
 * Copies a checked upload into the site bucket's course media (`key` there, under COURSE_MEDIA_PATH), with its
 * checked type and a year of caching: its name is new for every upload, so it never changes under a cached copy.
 */
export async function publishToSite(fromKey: string, key: string, contentType: string): Promise<void> {
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: siteBucket(),
      Key: key,
      CopySource: `${bucket()}/${fromKey}`,
      MetadataDirective: 'REPLACE',
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
}

/** The tag that marks course media no course points at any more; the site bucket's lifecycle expires it. */
export const RETIRED_TAG = { Key: 'academy-retired', Value: 'true' } as const;

/**
 * Marks a published file as no longer used: the site bucket's lifecycle removes it a week later (infra/lib/web.ts),
 * so a page or a catalogue snapshot that still names it (the snapshot is up to 10 s old, an open tab older) shows
 * it meanwhile instead of a broken image.
 */
export async function retireFromSite(key: string): Promise<void> {
  await s3Client().send(
    new PutObjectTaggingCommand({
      Bucket: siteBucket(),
      Key: key,
      Tagging: { TagSet: [{ ...RETIRED_TAG }] },
    }),
  );
}
