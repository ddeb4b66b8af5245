import { buildCalendar } from '@academy/shared/features/live-sessions/ics';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../../http';
import { NotFoundError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { activeUserLocale } from '../../users/service';
import { listSessionsForStudent } from '../service';
import { hashToken, tokenOf } from './feed';
import { findFeedOwner } from './repository';

/** The name a subscribing calendar app shows for the feed (in its owner's language). */
export const FEED_CALENDAR_NAME = /*i18n*/ 'Academy live sessions';

/**
 * GET /api/calendar/{token}, public: the token is the credential. Its hash finds the student (one GetItem), then,
 * in parallel, whether they are still active and their language (the users service, one GetItem of the flag and
 * the language) and their sessions (their session feed), as iCalendar, its words in the owner's language (their
 * profile's: a calendar app says nothing of its reader's, and the answer is cached). An address of the wrong
 * shape, replaced or stopped, or whose owner is deactivated answers 404 (JSON `{ message }`, as every error)
 * without telling which.
 */
export const handler = httpHandler(routes.calendarFeed, async ({ params }) => {
  const token = tokenOf(params.token);
  const userId = token && (await findFeedOwner(hashToken(token)));
  if (!userId) throw new NotFoundError(/*i18n*/ 'Calendar feed not found');
  // The owner's flag and their sessions in parallel: a live feed answers no later than before.
  const [locale, sessions] = await Promise.all([activeUserLocale(userId), listSessionsForStudent(userId)]);
  if (!locale) throw new NotFoundError(/*i18n*/ 'Calendar feed not found');
  const start = (s: { scheduledAt: string }) => new Date(s.scheduledAt).getTime();
  const byStart = [...sessions].sort((a, b) => start(a) - start(b) || a.id.localeCompare(b.id));
  return buildCalendar(byStart, {
    name: translate(locale, FEED_CALENDAR_NAME),
    joinLine: (link) => translate(locale, /*i18n*/ 'Join: {link}', { link }),
  });
});
