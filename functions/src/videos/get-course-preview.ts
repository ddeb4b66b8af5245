import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { byModuleOrder, getVisibleCourseRecord } from '../courses/service';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { playbackFor } from './playback';
import { getVideo } from './repository';

/**
 * Preview Course (spec part 2 §2) plays the first module's video, so that one video is open to anyone who
 * may see the course: everyone for a published course, its instructor and admins for a draft. A transcoded one
 * comes with cookies for that one lesson's folder only; every other module's video stays behind an enrolment
 * (get-video-link).
 */
export const handler = httpHandler(routes.getCoursePreview, async ({ params, caller }) => {
  const { modules } = await getVisibleCourseRecord(params.id, caller);
  const [first] = [...modules].sort(byModuleOrder);
  const video = first?.videoKey ? await getVideo(params.id, first.id) : undefined;
  const answer = first && (await playbackFor(first, video, { courseId: params.id, moduleId: first.id }));
  if (!first || !answer) throw new NotFoundError(/*i18n*/ 'Preview not available');
  return {
    status: 200,
    body: { moduleId: first.id, moduleTitle: first.title, ...answer.playback },
    cookies: answer.cookies,
  };
});
