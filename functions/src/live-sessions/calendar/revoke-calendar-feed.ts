import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../../http';
import { stopFeed } from './feed';

/** The signed-in student's feed address stops working (both items deleted in one transaction); idempotent. */
export const handler = httpHandler(routes.revokeCalendarFeed, async ({ caller }) => stopFeed(caller.id));
