import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { setEmailByToken } from './subscription';

/**
 * W31 by a mail's link: that type's e-mail off for the token's person, without signing in. Mail apps POST here
 * with `List-Unsubscribe=One-Click` (RFC 8058); the unsubscribe page POSTs here too. Repeating it changes nothing.
 */
export const handler = httpHandler(routes.unsubscribeEmail, ({ query }) =>
  setEmailByToken(query.token, false),
);
