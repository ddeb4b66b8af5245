import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { createUser } from '../users/service';
import { openSession } from './session';

export const handler = httpHandler(routes.register, async ({ body }) => {
  await createUser({
    name: body.name,
    email: body.email,
    password: body.password,
    role: 'student',
    ...(body.locale ? { locale: body.locale } : {}),
  });
  return openSession(body.email, body.password);
});
