import { SESSION_TRANSITIONS } from '@academy/shared';
import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { fanOutJobPut } from '../fan-outs/service';
import { httpHandler } from '../http';
import { assertManager, SessionNotFoundError, TransitionError, toLiveSession } from './model';
import { getSession, setSessionStatus } from './repository';
import { isNews, type SessionChange, sessionChangeJob, tellSessionChange } from './service';

/** Attempts when the status changed between the read and the write. */
const ATTEMPTS = 5;

/**
 * W15: sets the status (the course's instructor or an admin) along SESSION_TRANSITIONS only (409 otherwise;
 * nothing leaves completed or cancelled); the same status again changes nothing. Leaving `scheduled` takes the
 * session off the reminder index. Conditioned on the status read; if it changed meanwhile, reads again.
 *
 * A cancellation before the session's end is told to the course's enrolled students: its fan-out job (W30, kind
 * `session-change`, id `<sessionId>#cancelled`: a session is cancelled once) is stored in the same transaction as
 * the Update, then run here, finished by the scheduled resumeFanOuts if this stops. A retried request finds it
 * cancelled already and tells nobody again.
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
    const now = new Date().toISOString();
    const change: SessionChange | undefined =
      body.status === 'cancelled'
        ? { kind: 'cancelled', id: 'cancelled', at: now, scheduledAt: session.scheduledAt }
        : undefined;
    const job = change && isNews(change, session) ? sessionChangeJob(session, change) : undefined;
    const updated = await setSessionStatus(session, body.status, now, job ? [fanOutJobPut(job)] : []);
    if (updated) {
      if (job) await tellSessionChange(job, session, 'cancelled');
      return { session: toLiveSession(updated) };
    }
    if (attempt >= ATTEMPTS) throw new Error('Session status kept changing');
  }
});
