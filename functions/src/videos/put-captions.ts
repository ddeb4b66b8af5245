import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { httpHandler } from '../http';
import { putCaptionTrack } from './captions';

export const handler = httpHandler(routes.putCaptions, ({ params, body, caller }) =>
  putCaptionTrack(
    { courseId: params.id, moduleId: params.moduleId, language: params.language },
    body,
    caller,
  ),
);
