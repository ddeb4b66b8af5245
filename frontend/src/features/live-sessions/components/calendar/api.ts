import { endpoints } from '@academy/shared/endpoints';
import type { CalendarFeedResponse } from '@academy/shared/features/live-sessions/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';

/** The signed-in student's feed address; under the feature's `['live-sessions']` root. */
export const calendarFeedKey = () => ['live-sessions', 'calendar-feed'] as const;

export const getCalendarFeed = (signal?: AbortSignal) => apiCall(endpoints.getCalendarFeed, { signal });
export const createCalendarFeed = () => apiCall(endpoints.createCalendarFeed);
export const revokeCalendarFeed = () => apiCall(endpoints.revokeCalendarFeed);

/** GET /api/calendar/feed (students): the address, or nulls when they have none. */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKey(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST (a new address; the old one stops) and DELETE (stop): each answers the address as it now is. */
function useFeedMutation(mutationFn: () => Promise<CalendarFeedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(), feed),
  });
}

export const useCreateCalendarFeed = () => useFeedMutation(createCalendarFeed);
export const useRevokeCalendarFeed = () => useFeedMutation(revokeCalendarFeed);
