import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { getCourseRecord, mayStudyCourse } from '../courses/service';
import { httpHandler } from '../http';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { playbackFor } from './playback';
import { getVideo } from './repository';

/**
 * Every lesson video, uploaded or by address, plays through here for those who may study the course: a transcoded
 * lesson with the cookies that open the course's videos on the CDN for a few hours (the video's item is read beside
 * the course, and answered only once the caller may study it).
 */
export const handler = httpHandler(routes.getVideoLink, async ({ params, caller }) => {
  const [found, video] = await Promise.all([
    getCourseRecord(params.id),
    getVideo(params.id, params.moduleId),
  ]);
  const module = found?.modules.find((m) => m.id === params.moduleId);
  if (!found || !module) throw new NotFoundError(/*i18n*/ 'Module not found');
  if (!(await mayStudyCourse(caller, found.course))) {
    throw new ForbiddenError(/*i18n*/ 'Enrol in this course to watch its videos');
  }
  const answer = await playbackFor(module, video, { courseId: params.id });
  if (!answer) throw new NotFoundError(/*i18n*/ 'This module has no video yet');
  return { status: 200, body: answer.playback, cookies: answer.cookies };
});
