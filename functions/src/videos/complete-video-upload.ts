import { MAX_VIDEO_BYTES } from '@academy/shared';
import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { loadManagedCourse, setModuleVideo, toModule } from '../courses/service';
import { httpHandler } from '../http';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { logger } from '../lib/logger';
import { beginTranscoding } from './pipeline';
import { toVideoStatus } from './playback';
import { getVideo } from './repository';
import { deleteObject, describeObject, videoFolder } from './storage';

/**
 * Attaches an arrived, checked upload to its module and starts its transcoding (pipeline.ts): the answer says
 * "processing"; the original is kept (learners play it until the lesson is ready). Completing the same upload
 * again (a retried request) starts nothing new while it is processing or ready.
 */
export const handler = httpHandler(routes.completeVideoUpload, async ({ params, body, caller }) => {
  const { modules } = await loadManagedCourse(params.id, caller);
  const module = modules.find((m) => m.id === params.moduleId);
  if (!module) throw new NotFoundError(/*i18n*/ 'Module not found');
  if (!body.key.startsWith(videoFolder(params.id, params.moduleId)) || body.key.includes('..')) {
    throw new BadRequestError(/*i18n*/ 'This upload does not belong to this module');
  }
  const object = await describeObject(body.key);
  if (!object) throw new BadRequestError(/*i18n*/ 'The upload has not arrived: please upload the file again');
  if (object.size > MAX_VIDEO_BYTES || !object.contentType.startsWith('video/')) {
    await deleteObject(body.key);
    throw new BadRequestError(/*i18n*/ 'That file is not a video within the size limit');
  }
  const replaced = await setModuleVideo(params.id, params.moduleId, body.key);
  if (replaced && replaced !== body.key) {
    await deleteObject(replaced).catch((error) =>
      logger.warn('old video not deleted', { key: replaced, error }),
    );
  }
  const current = await getVideo(params.id, params.moduleId);
  if (current?.sourceKey !== body.key || current.state === 'failed') {
    await beginTranscoding(params.id, params.moduleId, body.key);
  }
  const video = (await getVideo(params.id, params.moduleId))!;
  return { module: toModule({ ...module, videoKey: body.key }, 'full'), video: toVideoStatus(video) };
});
