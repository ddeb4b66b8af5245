import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { httpHandler } from '../http';
import { toggleLike } from './likes';

/** W13: like a post, or take the like back; counts exact under concurrency (see toggleLike). */
export const handler = httpHandler(routes.likePost, async ({ params, caller }) =>
  toggleLike(caller, { postId: params.id }),
);
