import { usersRoutes as routes } from '@academy/shared/features/users/routes';
import { httpHandler } from '../http';
import { toUser } from './repository';
import { createUser } from './service';

export const handler = httpHandler(routes.createUser, async ({ body }) => {
  const user = await createUser({
    name: body.name,
    email: body.email,
    password: body.password,
    role: body.role,
  });
  return { user: toUser(user) };
});
