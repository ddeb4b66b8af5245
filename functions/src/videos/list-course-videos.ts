import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { loadManagedCourse } from '../courses/service';
import { httpHandler } from '../http';
import { toVideoStatus } from './playback';
import { listVideos } from './repository';

/** Where each uploaded lesson of a course stands, for its instructor and admins (the editor polls it). */
export const handler = httpHandler(routes.listCourseVideos, async ({ params, caller }) => {
  const [{ modules }, videos] = await Promise.all([
    loadManagedCourse(params.id, caller),
    listVideos(params.id),
  ]);
  // Only modules that still exist, with the upload they still have.
  const current = new Map(modules.map((m) => [m.id, m.videoKey]));
  return {
    videos: videos.filter((v) => current.get(v.moduleId) === v.sourceKey).map(toVideoStatus),
  };
});
