import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { httpHandler } from '../http';
import { toggleFlag } from './moderate';

/** W14: lock a post against replies, or unlock it (the course's instructor or an admin). */
export const handler = httpHandler(routes.lockPost, async ({ params, caller }) =>
  toggleFlag(caller, params.id, 'locked'),
);
