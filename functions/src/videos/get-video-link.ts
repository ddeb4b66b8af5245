import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { getCourseRecord, mayStudyCourse } from '../courses/service';
import { httpHandler } from '../http';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { playbackOf } from './storage';

/** Every lesson video, uploaded or by address, plays through here for those who may study the course. */
export const handler = httpHandler(routes.getVideoLink, async ({ params, caller }) => {
  const found = await getCourseRecord(params.id);
  const module = found?.modules.find((m) => m.id === params.moduleId);
  if (!found || !module) throw new NotFoundError('Module not found');
  if (!(await mayStudyCourse(caller, found.course))) {
    throw new ForbiddenError('Enrol in this course to watch its videos');
  }
  const playback = await playbackOf(module);
  if (!playback) throw new NotFoundError('This module has no video yet');
  return playback;
});
