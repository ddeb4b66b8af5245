import { endpoints } from '@academy/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { liveSessionKeys } from './keys';

export const listMySessions = (signal?: AbortSignal) => apiCall(endpoints.listMySessions, { signal });

/** GET /api/live-sessions/my: the student's sessions across their enrolled courses, and those courses. */
export const mySessionsQueryOptions = () =>
  queryOptions({
    queryKey: liveSessionKeys.my(),
    queryFn: ({ signal }) => listMySessions(signal),
  });

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}
