import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { isEnrolled, sessionJoinEnrollmentWrite } from '../enrollments/service';
import { httpHandler } from '../http';
import { cancellationReasons } from '../lib/db';
import {
  NotEnrolledError,
  SessionCancelledError,
  SessionEndedError,
  SessionNotFoundError,
  toLiveSession,
} from './model';
import { getSession, joinWrites, transact } from './repository';

/**
 * W16: an enrolled student joins: the attendance item (once), the session's attendeeCount + 1 (only while
 * scheduled or live) and the enrolment's joined set (only while enrolled), in one transaction. Two requests: the
 * session (GetItem) and the transaction (a closed session: the enrolment is read instead, to answer 403 or 409). Joining again answers the link and counts nothing.
 */
export const handler = httpHandler(routes.joinSession, async ({ params, caller }) => {
  const session = await getSession(params.id);
  if (!session) throw new SessionNotFoundError();
  if (session.status === 'cancelled' || session.status === 'completed') {
    // Refused either way; a student of another course hears only that it is not theirs.
    if (!(await isEnrolled(caller.id, session.courseId))) throw new NotEnrolledError();
    throw session.status === 'cancelled' ? new SessionCancelledError() : new SessionEndedError();
  }
  try {
    await transact(
      joinWrites(
        session.id,
        caller.id,
        new Date().toISOString(),
        sessionJoinEnrollmentWrite(caller.id, session.courseId, session.id),
      ),
    );
    session.attendeeCount += 1;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons.length === 0) throw error;
    if (reasons[2] === 'ConditionalCheckFailed') throw new NotEnrolledError();
    if (reasons[1] === 'ConditionalCheckFailed') {
      const now = await getSession(session.id);
      if (!now) throw new SessionNotFoundError();
      if (now.status === 'cancelled') throw new SessionCancelledError();
      throw new SessionEndedError();
    }
    if (reasons[0] !== 'ConditionalCheckFailed') throw error;
    // Joined before: nothing is counted twice.
  }
  return { meetingLink: session.meetingLink, session: toLiveSession(session, true) };
});
