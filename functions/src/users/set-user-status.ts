import { usersRoutes as routes } from '@academy/shared/features/users/routes';
import { setIdentityEnabled } from '../auth/identity';
import { BadRequestError, NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { getUserRecord, setUserActive, toUser } from './repository';

export const handler = httpHandler(routes.setUserStatus, async ({ params, body, caller }) => {
  if (params.id === caller.id && !body.isActive)
    throw new BadRequestError('You cannot deactivate your own account');
  const target = await getUserRecord(params.id);
  if (!target) throw new NotFoundError('User not found');
  // Cognito's flag stops new sign-ins and refreshes; the table's takes effect on the very next request. Cognito
  // first: when the user pool cannot answer (503) nothing has changed, and when the table then fails the pool's
  // flag is put back, so a retry finds both stores as they were.
  await setIdentityEnabled(target.email, body.isActive);
  try {
    const user = await setUserActive(params.id, body.isActive);
    return { user: toUser(user) };
  } catch (error) {
    await setIdentityEnabled(target.email, target.isActive).catch(() => undefined);
    throw error;
  }
});
