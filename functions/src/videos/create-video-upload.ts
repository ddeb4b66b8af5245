import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { ulid } from 'ulid';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { UPLOAD_LINK_SECONDS, uploadLink, videoFolder } from './storage';

const extensions: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/ogg': 'ogv',
};

export const handler = httpHandler(routes.createVideoUpload, async ({ params, body, caller }) => {
  const { modules } = await loadManagedCourse(params.id, caller);
  if (!modules.some((m) => m.id === params.moduleId)) throw new NotFoundError(/*i18n*/ 'Module not found');
  const key = `${videoFolder(params.id, params.moduleId)}${ulid()}.${extensions[body.contentType]}`;
  const { url, headers } = await uploadLink(key, body.contentType, body.size);
  return { uploadUrl: url, headers, key, expiresIn: UPLOAD_LINK_SECONDS };
});
