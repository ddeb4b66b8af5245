import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { settingsFor } from './settings';

/** AP92 + AP94: the caller's notification settings and whether mail reaches their address. */
export const handler = httpHandler(routes.getNotificationSettings, ({ caller }) =>
  settingsFor({ id: caller.id, email: caller.user.email }),
);
