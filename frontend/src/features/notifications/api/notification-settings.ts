import { endpoints } from '@academy/shared/endpoints';
import type {
  NotificationPreferences,
  NotificationSettingsResponse,
} from '@academy/shared/features/notifications/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * The signed-in person's notification settings. Not under `notificationKeys.all`: marking notifications read
 * cancels and refreshes every query there, and the settings have nothing to do with what is read.
 */
export const notificationSettingsKey = ['notification-settings'] as const;

export const getNotificationSettings = (signal?: AbortSignal) =>
  apiCall(endpoints.getNotificationSettings, { signal });

export const updateNotificationSettings = (body: NotificationPreferences) =>
  apiCall(endpoints.updateNotificationSettings, { body });

/** GET /api/notifications/settings: every type's channels, the digest, and whether mail reaches the address. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** PUT /api/notifications/settings (every type); the answer, as stored, replaces the cached settings. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings: NotificationSettingsResponse) =>
      queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
