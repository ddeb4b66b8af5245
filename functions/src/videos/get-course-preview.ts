import { routes } from '@academy/shared';
import { byModuleOrder, getVisibleCourseRecord } from '../courses/repository';
import { NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { PLAY_LINK_SECONDS, playLink } from './storage';

/**
 * Preview Course (spec part 2 §2) plays the first module's video, so that one video is open to anyone who
 * may see the course: everyone for a published course, its instructor and admins for a draft. Every other
 * module's video stays behind an enrolment (get-video-link).
 */
export const handler = httpHandler(routes.getCoursePreview, async ({ params, caller }) => {
  const { modules } = await getVisibleCourseRecord(params.id, caller);
  const [first] = [...modules].sort(byModuleOrder);
  const module = { moduleId: first?.id ?? '', moduleTitle: first?.title ?? '' };
  if (first?.videoKey) {
    return {
      ...module,
      url: await playLink(first.videoKey),
      kind: 'uploaded' as const,
      expiresIn: PLAY_LINK_SECONDS,
    };
  }
  if (first?.videoUrl) return { ...module, url: first.videoUrl, kind: 'external' as const, expiresIn: null };
  throw new NotFoundError('Preview not available');
});
