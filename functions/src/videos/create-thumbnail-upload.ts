import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { ulid } from 'ulid';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { thumbnailExtension } from './service';
import { thumbnailFolder, UPLOAD_LINK_SECONDS, uploadLink } from './storage';

/**
 * A presigned upload for the course's thumbnail, for its instructor or an admin: the type and size are part of the
 * signature, so S3 takes exactly that file. It is only an upload until PUT /api/courses/{id} `{ thumbnailUpload }`
 * checks it and makes it the course's thumbnail; an upload never attached expires with the bucket's lifecycle.
 */
export const handler = httpHandler(routes.createThumbnailUpload, async ({ params, body, caller }) => {
  await loadManagedCourse(params.id, caller);
  const key = `${thumbnailFolder(params.id)}${ulid()}.${thumbnailExtension(body.contentType)}`;
  const { url, headers } = await uploadLink(key, body.contentType, body.size);
  return { uploadUrl: url, headers, key, expiresIn: UPLOAD_LINK_SECONDS };
});
