import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { ulid } from 'ulid';
import { fanOutJobPut } from '../fan-outs/service';
import { httpHandler } from '../http';
import { isoUtc } from '../lib/keys';
import { assertManager, isClosed, SessionClosedError, SessionNotFoundError, toLiveSession } from './model';
import { getSession, updateSessionFields } from './repository';
import { isNews, type SessionChange, sessionChangeJob, tellSessionChange } from './service';

/** Attempts when the session changed between the read and the write. */
const ATTEMPTS = 5;

/**
 * W15: changes the fields the body names (the course's instructor or an admin), never on a completed or
 * cancelled session (409). A new start moves the session in its indexes and re-arms its reminder. The Update is
 * conditioned on the status and start that were read; if another write got in first, it reads again.
 *
 * A new start time (another instant than the stored one) that is news (the old or the new start still to come)
 * is told to the course's enrolled students: the change's fan-out job (W30, kind `session-change`, its own id)
 * is stored in the same transaction as the Update, then run here, finished by the scheduled resumeFanOuts if
 * this stops. A retried request finds the start already moved and tells nobody again; any other edit (title,
 * link, duration …) tells nobody.
 */
export const handler = httpHandler(routes.updateSession, async ({ params, body, caller }) => {
  const changes = { ...body, ...(body.scheduledAt ? { scheduledAt: isoUtc(body.scheduledAt) } : {}) };
  for (let attempt = 1; ; attempt++) {
    const session = await getSession(params.id);
    if (!session) throw new SessionNotFoundError();
    assertManager(caller, session.instructorId);
    if (isClosed(session)) throw new SessionClosedError();
    const now = new Date().toISOString();
    const moved =
      changes.scheduledAt !== undefined &&
      Date.parse(changes.scheduledAt) !== Date.parse(session.scheduledAt);
    const change: SessionChange | undefined = moved
      ? { kind: 'rescheduled', id: ulid(), at: now, from: session.scheduledAt, to: changes.scheduledAt! }
      : undefined;
    // The stored start when only its spelling differs, so the Update moves nothing.
    const write = moved ? changes : { ...changes, scheduledAt: undefined };
    const job =
      change && isNews(change, session) ? sessionChangeJob({ ...session, ...write }, change) : undefined;
    const updated = await updateSessionFields(session, write, now, job ? [fanOutJobPut(job)] : []);
    if (updated) {
      if (job) await tellSessionChange(job, session, 'rescheduled');
      return { session: toLiveSession(updated) };
    }
    if (attempt >= ATTEMPTS) throw new Error('Session kept changing during update');
  }
});
