import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { httpHandler } from '../http';
import { deleteCaptionTrack } from './captions';

export const handler = httpHandler(routes.deleteCaptions, ({ params, caller }) =>
  deleteCaptionTrack({ courseId: params.id, moduleId: params.moduleId, language: params.language }, caller),
);
