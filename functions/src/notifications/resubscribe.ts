import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { setEmailByToken } from './subscription';

/** W31 by a mail's link: the unsubscribe page's Undo turns that type's e-mail on again. */
export const handler = httpHandler(routes.resubscribeEmail, ({ query }) =>
  setEmailByToken(query.token, true),
);
