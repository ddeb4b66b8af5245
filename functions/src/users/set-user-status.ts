import { usersRoutes as routes } from '@academy/shared/features/users/routes';
import { auditActor, recordAudit } from '../audit/service';
import { setIdentityEnabled } from '../auth/service';
import { httpHandler } from '../http';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { stopCalendarFeed } from '../live-sessions/service';
import { getUserRecord, setUserActive, toUser } from './repository';

/**
 * Activates or deactivates a user (admins; never oneself). The table flag takes effect on the very next request;
 * Cognito's flag stops new sign-ins and refreshes. What works without signing in on the user's behalf stops for
 * good: their calendar feed address is deleted on deactivation (the feed also answers 404 while its owner is
 * inactive), and again on reactivation of an inactive user, so an address made before (or during) the
 * deactivation never comes back; they make a new one. A retry does all of it again harmlessly.
 */
export const handler = httpHandler(routes.setUserStatus, async ({ params, body, caller, requestId }) => {
  if (params.id === caller.id && !body.isActive)
    throw new BadRequestError(/*i18n*/ 'You cannot deactivate your own account');
  const target = await getUserRecord(params.id);
  if (!target) throw new NotFoundError(/*i18n*/ 'User not found');
  // Cognito's flag stops new sign-ins and refreshes; the table's takes effect on the very next request. Cognito
  // first: when the user pool cannot answer (503) nothing has changed, and when the table then fails the pool's
  // flag is put back, so a retry finds both stores as they were.
  await setIdentityEnabled(target.email, body.isActive);
  let user: Awaited<ReturnType<typeof setUserActive>>;
  try {
    user = await setUserActive(params.id, body.isActive);
  } catch (error) {
    await setIdentityEnabled(target.email, target.isActive).catch(() => undefined);
    throw error;
  }
  // Should this fail, the feed still answers 404 while its owner is inactive, and a retry deletes it.
  if (!body.isActive || !target.isActive) await stopCalendarFeed(params.id);
  // The audit trail (issue 41): a change of the flag, right after it (the update has no transaction to join).
  if (target.isActive !== body.isActive)
    await recordAudit({
      action: body.isActive ? 'user.activate' : 'user.deactivate',
      actor: auditActor(caller),
      target: { type: 'user', id: params.id, label: target.name },
      before: { isActive: target.isActive },
      after: { isActive: body.isActive },
      requestId,
    });
  return { user: toUser(user) };
});
