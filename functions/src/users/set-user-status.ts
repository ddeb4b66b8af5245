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
  // The table flag takes effect on the very next request; Cognito's flag stops new sign-ins and refreshes.
  const user = await setUserActive(params.id, body.isActive);
  await setIdentityEnabled(target.email, body.isActive);
  return { user: toUser(user) };
});
