import { endpoints } from '@academy/shared/endpoints';
import { apiCall } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { liveSessionKeys } from './keys';

export const joinSession = ({ id }: { id: string }) => apiCall(endpoints.joinSession, { params: { id } });

/** POST /api/live-sessions/{id}/join: attendance recorded once; the answer carries the meeting link. */
export function useJoinSession() {
  return useRefreshingMutation(joinSession, () => [liveSessionKeys.all]);
}
