import { notificationsRoutes as routes } from '@academy/shared/features/notifications/routes';
import { httpHandler } from '../http';
import { saveSettings } from './settings';

/** W31: the caller's notification settings replaced. */
export const handler = httpHandler(routes.updateNotificationSettings, ({ caller, body }) =>
  saveSettings({ id: caller.id, email: caller.user.email }, body),
);
