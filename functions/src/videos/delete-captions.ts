import { videosRoutes as routes } from '@academy/shared/features/videos/routes';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';

export const handler = httpHandler(routes.deleteCaptions, async () => {
  throw new NotFoundError('This lesson has no uploaded video');
});
