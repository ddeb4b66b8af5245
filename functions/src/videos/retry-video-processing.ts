import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { isConditionFailure } from '../lib/db';
import { ConflictError, NotFoundError } from '../lib/errors';
import { beginTranscoding } from './pipeline';
import { toVideoStatus } from './playback';
import { getVideo } from './repository';

/** Transcodes a failed lesson again from its kept original: a new job (pipeline.ts). */
export const handler = httpHandler(routes.retryVideoProcessing, async ({ params, caller }) => {
  const { modules } = await loadManagedCourse(params.id, caller);
  const module = modules.find((m) => m.id === params.moduleId);
  const video = module?.videoKey ? await getVideo(params.id, params.moduleId) : undefined;
  if (!module || !video || video.sourceKey !== module.videoKey) {
    throw new NotFoundError(/*i18n*/ 'This lesson has no uploaded video');
  }
  if (video.state !== 'failed') {
    throw new ConflictError(
      video.state === 'ready'
        ? /*i18n*/ 'This video is ready already'
        : /*i18n*/ 'This video is being processed already',
    );
  }
  try {
    await beginTranscoding(params.id, params.moduleId, video.sourceKey, video.jobId);
  } catch (error) {
    // Retried twice at once, or a new upload meanwhile: the other one won.
    if (isConditionFailure(error))
      throw new ConflictError(/*i18n*/ 'This video changed meanwhile: reload the page');
    throw error;
  }
  return { video: toVideoStatus((await getVideo(params.id, params.moduleId))!) };
});
