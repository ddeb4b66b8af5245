import { liveSessionsRoutes as routes } from '@academy/shared/features/live-sessions/routes';
import { httpHandler } from '../http';
import { assertManager, SessionNotFoundError } from './model';
import { deleteSession, getSession } from './repository';

/** Deletes a session and its attendance (the course's instructor or an admin). */
export const handler = httpHandler(routes.deleteSession, async ({ params, caller }) => {
  const session = await getSession(params.id);
  if (!session) throw new SessionNotFoundError();
  assertManager(caller, session.instructorId);
  if (!(await deleteSession(session))) throw new SessionNotFoundError();
  return { deleted: true as const };
});
