import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../lib/query-keys';
import { liveSessionKeys } from './keys';

/**
 * After a session is created, changed or deleted: every sessions list reads again (the course's and the
 * person's), and so does the instructor dashboard's Upcoming Sessions.
 */
export const refreshSessionViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: liveSessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.instructor() }),
  ]);
