import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../../http';
import { ownFeed } from './feed';

/** The signed-in student's feed address (one GetItem of their own item), or nulls when they have none. */
export const handler = httpHandler(routes.getCalendarFeed, async ({ caller, headers }) =>
  ownFeed(caller.id, headers),
);
