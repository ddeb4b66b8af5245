import { usersRoutes as routes } from '@academy/shared/features/users/routes';
import { httpHandler } from '../http';
import { getUserCounts, listUsers, toUser } from './repository';

export const handler = httpHandler(routes.listUsers, async ({ query }) => {
  const [page, counts] = await Promise.all([listUsers(query), getUserCounts()]);
  return { users: page.items.map(toUser), nextCursor: page.nextCursor, counts };
});
