import { forumsRoutes as routes } from '@academy/shared/features/forums/routes';
import { httpHandler } from '../http';
import { toggleFlag } from './moderate';

/** W14: pin a post to the top of its course forum, or unpin it (the course's instructor or an admin). */
export const handler = httpHandler(routes.pinPost, async ({ params, caller }) =>
  toggleFlag(caller, params.id, 'pinned'),
);
