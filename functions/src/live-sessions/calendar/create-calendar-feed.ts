import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../../http';
import { replaceFeed } from './feed';

/** A new feed address for the signed-in student; the old one answers 404 from now on (one transaction). */
export const handler = httpHandler(routes.createCalendarFeed, async ({ caller, headers }) =>
  replaceFeed(caller.id, headers),
);
