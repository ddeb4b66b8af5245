import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../lib/http';
import { isoUtc } from '../lib/keys';
import { assertManager, isClosed, SessionClosedError, SessionNotFoundError, toLiveSession } from './model';
import { getSession, updateSessionFields } from './repository';

/** Attempts when the session changed between the read and the write. */
const ATTEMPTS = 5;

/**
 * W15: changes the fields the body names (the course's instructor or an admin), never on a completed or
 * cancelled session (409). A new start moves the session in its indexes and re-arms its reminder. The Update is
 * conditioned on the status and start that were read; if another write got in first, it reads again.
 */
export const handler = httpHandler(routes.updateSession, async ({ params, body, caller }) => {
  const changes = { ...body, ...(body.scheduledAt ? { scheduledAt: isoUtc(body.scheduledAt) } : {}) };
  for (let attempt = 1; ; attempt++) {
    const session = await getSession(params.id);
    if (!session) throw new SessionNotFoundError();
    assertManager(caller, session.instructorId);
    if (isClosed(session)) throw new SessionClosedError();
    const updated = await updateSessionFields(session, changes, new Date().toISOString());
    if (updated) return { session: toLiveSession(updated) };
    if (attempt >= ATTEMPTS) throw new Error('Session kept changing during update');
  }
});
