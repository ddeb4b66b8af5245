import { routes } from '@academy/shared';
import { byModuleOrder, getCourseRecord } from '../courses/repository';
import { NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { PLAY_LINK_SECONDS, playLink } from './storage';

/**
 * Preview Course (spec part 2 §2) plays the first module's video, so that one video is open to anyone who
 * may see the course: everyone for a published course, its instructor and admins for a draft. Every other
 * module's video stays behind an enrolment (get-video-link).
 */
export const handler = httpHandler(routes.getCoursePreview, async ({ params, caller }) => {
  const found = await getCourseRecord(params.id);
  const visible =
    found &&
    (found.course.isPublished || caller?.role === 'admin' || caller?.id === found.course.instructorId);
  if (!found || !visible) throw new NotFoundError('Course not found');
  const [first] = [...found.modules].sort(byModuleOrder);
  const module = first ? { moduleId: first.id, moduleTitle: first.title } : undefined;
  if (module && first?.videoKey) {
    return {
      ...module,
      url: await playLink(first.videoKey),
      kind: 'uploaded' as const,
      expiresIn: PLAY_LINK_SECONDS,
    };
  }
  if (module && first?.videoUrl)
    return { ...module, url: first.videoUrl, kind: 'external' as const, expiresIn: null };
  throw new NotFoundError('Preview not available');
});
