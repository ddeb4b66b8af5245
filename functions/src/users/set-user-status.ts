import { usersRoutes as routes } from '@academy/shared/features/users/routes';
import { setIdentityEnabled } from '../auth/identity';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { stopCalendarFeed } from '../live-sessions/service';
import { getUserRecord, setUserActive, toUser } from './repository';

/**
 * Activates or deactivates a user (admins; never oneself). The table flag takes effect on the very next request;
 * Cognito's flag stops new sign-ins and refreshes. What works without signing in on the user's behalf stops for
 * good: their calendar feed address is deleted on deactivation (the feed also answers 404 while its owner is
 * inactive), and again on reactivation of an inactive user, so an address made before (or during) the
 * deactivation never comes back; they make a new one. A retry does all of it again harmlessly.
 */
export const handler = httpHandler(routes.setUserStatus, async ({ params, body, caller }) => {
  if (params.id === caller.id && !body.isActive)
    throw new BadRequestError('You cannot deactivate your own account');
  const target = await getUserRecord(params.id);
  if (!target) throw new NotFoundError('User not found');
  const user = await setUserActive(params.id, body.isActive);
  await setIdentityEnabled(target.email, body.isActive);
  if (!body.isActive || !target.isActive) await stopCalendarFeed(params.id);
  return { user: toUser(user) };
});
