import { buildCalendar } from '@academy/shared/features/live-sessions/ics';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../../http';
import { NotFoundError } from '../../lib/errors';
import { isUserActive } from '../../users/service';
import { listSessionsForStudent } from '../service';
import { hashToken, tokenOf } from './feed';
import { findFeedOwner } from './repository';

/** The name a subscribing calendar app shows for the feed. */
export const FEED_CALENDAR_NAME = 'Academy live sessions';

/**
 * GET /api/calendar/{token}, public: the token is the credential. Its hash finds the student (one GetItem), then,
 * in parallel, whether they are still active (the users service, one GetItem of the flag) and their sessions
 * (their session feed), as iCalendar. An address of the wrong shape, replaced or stopped, or whose owner is
 * deactivated answers 404 (JSON `{ message }`, as every error) without telling which.
 */
export const handler = httpHandler(routes.calendarFeed, async ({ params }) => {
  const token = tokenOf(params.token);
  const userId = token && (await findFeedOwner(hashToken(token)));
  if (!userId) throw new NotFoundError(/*i18n*/ 'Calendar feed not found');
  // The owner's flag and their sessions in parallel: a live feed answers no later than before.
  const [active, sessions] = await Promise.all([isUserActive(userId), listSessionsForStudent(userId)]);
  if (!active) throw new NotFoundError(/*i18n*/ 'Calendar feed not found');
  const start = (s: { scheduledAt: string }) => new Date(s.scheduledAt).getTime();
  const byStart = [...sessions].sort((a, b) => start(a) - start(b) || a.id.localeCompare(b.id));
  return buildCalendar(byStart, { name: FEED_CALENDAR_NAME });
});
