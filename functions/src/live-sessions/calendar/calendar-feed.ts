import { buildCalendar } from '@academy/shared/features/live-sessions/ics';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { NotFoundError } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { listSessionsForStudent } from '../service';
import { hashToken, tokenOf } from './feed';
import { findFeedOwner } from './repository';

/** The name a subscribing calendar app shows for the feed. */
export const FEED_CALENDAR_NAME = 'Academy live sessions';

/**
 * GET /api/calendar/{token}, public: the token is the credential. Its hash finds the student (one GetItem), then
 * their sessions (the live-sessions service: their enrolments, one Query per course), as iCalendar. An address
 * of the wrong shape, replaced or stopped answers 404 (JSON `{ message }`, as every error) without telling which.
 */
export const handler = httpHandler(routes.calendarFeed, async ({ params }) => {
  const token = tokenOf(params.token);
  const userId = token && (await findFeedOwner(hashToken(token)));
  if (!userId) throw new NotFoundError('Calendar feed not found');
  const sessions = await listSessionsForStudent(userId);
  const start = (s: { scheduledAt: string }) => new Date(s.scheduledAt).getTime();
  const byStart = [...sessions].sort((a, b) => start(a) - start(b) || a.id.localeCompare(b.id));
  return buildCalendar(byStart, { name: FEED_CALENDAR_NAME });
});
