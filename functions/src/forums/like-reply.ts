import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { httpHandler } from '../http';
import { toggleLike } from './likes';

/** W13: like a reply, or take the like back; counts exact under concurrency (see toggleLike). */
export const handler = httpHandler(routes.likeReply, async ({ params, caller }) =>
  toggleLike(caller, { postId: params.id, replyId: params.replyId }),
);
