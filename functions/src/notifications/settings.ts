import type { NotificationPreferences, NotificationSettingsResponse } from '@academy/shared';
import { getSettings, getSuppression, putSettings } from './email-repository';

/**
 * A person's notification settings and whether mail reaches them (the profile's Notification settings): the
 * settings (AP92, the defaults until they save) and their address's suppression (AP94), read at once.
 */
export async function settingsFor(user: {
  id: string;
  email: string;
}): Promise<NotificationSettingsResponse> {
  const [preferences, suppressed] = await Promise.all([getSettings(user.id), getSuppression(user.email)]);
  return {
    preferences,
    email: suppressed
      ? { address: user.email, status: suppressed.status, since: suppressed.since }
      : { address: user.email, status: 'ok' },
  };
}

/** W31: the settings replaced as given (every type), answered as stored. */
export async function saveSettings(
  user: { id: string; email: string },
  preferences: NotificationPreferences,
): Promise<NotificationSettingsResponse> {
  await putSettings(user.id, preferences, new Date().toISOString());
  return settingsFor(user);
}
