import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { byModuleOrder, getVisibleCourseRecord } from '../courses/service';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { playbackOf } from './storage';

/**
 * Preview Course (spec part 2 §2) plays the first module's video, so that one video is open to anyone who
 * may see the course: everyone for a published course, its instructor and admins for a draft. Every other
 * module's video stays behind an enrolment (get-video-link).
 */
export const handler = httpHandler(routes.getCoursePreview, async ({ params, caller }) => {
  const { modules } = await getVisibleCourseRecord(params.id, caller);
  const [first] = [...modules].sort(byModuleOrder);
  const playback = first && (await playbackOf(first));
  if (!first || !playback) throw new NotFoundError('Preview not available');
  return { moduleId: first.id, moduleTitle: first.title, ...playback };
});
