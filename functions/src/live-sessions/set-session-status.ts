import { SESSION_TRANSITIONS } from '@academy/shared';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../lib/http';
import { assertManager, SessionNotFoundError, TransitionError, toLiveSession } from './model';
import { getSession, setSessionStatus } from './repository';

/** Attempts when the status changed between the read and the write. */
const ATTEMPTS = 5;

/**
 * W15: sets the status (the course's instructor or an admin) along SESSION_TRANSITIONS only (409 otherwise;
 * nothing leaves completed or cancelled); the same status again changes nothing. Leaving `scheduled` takes the
 * session off the reminder index. Conditioned on the status read; if it changed meanwhile, reads again.
 */
export const handler = httpHandler(routes.setSessionStatus, async ({ params, body, caller }) => {
  for (let attempt = 1; ; attempt++) {
    const session = await getSession(params.id);
    if (!session) throw new SessionNotFoundError();
    assertManager(caller, session.instructorId);
    if (session.status === body.status) return { session: toLiveSession(session) };
    if (!SESSION_TRANSITIONS[session.status].includes(body.status)) {
      throw new TransitionError(session.status, body.status);
    }
    const updated = await setSessionStatus(session, body.status, new Date().toISOString());
    if (updated) return { session: toLiveSession(updated) };
    if (attempt >= ATTEMPTS) throw new Error('Session status kept changing');
  }
});
