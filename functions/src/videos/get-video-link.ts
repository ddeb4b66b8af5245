import { routes } from '@academy/shared';
import { getCourseRecord } from '../courses/repository';
import { getEnrollment } from '../enrollments/repository';
import { ForbiddenError, NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { playbackOf } from './storage';

export const handler = httpHandler(routes.getVideoLink, async ({ params, caller }) => {
  const found = await getCourseRecord(params.id);
  const module = found?.modules.find((m) => m.id === params.moduleId);
  if (!found || !module) throw new NotFoundError('Module not found');
  const mayWatch =
    caller.role === 'admin' ||
    found.course.instructorId === caller.id ||
    (caller.role === 'student' && (await getEnrollment(caller.id, params.id)) !== undefined);
  if (!mayWatch) throw new ForbiddenError('Enrol in this course to watch its videos');
  const playback = await playbackOf(module);
  if (!playback) throw new NotFoundError('This module has no video yet');
  return playback;
});
