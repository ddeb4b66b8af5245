import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { liveSessionKeys } from './keys';

export const joinSession = ({ id }: { id: string }) => apiCall(endpoints.joinSession, { params: { id } });

/** POST /api/live-sessions/{id}/join: attendance recorded once; the answer carries the meeting link. */
export function useJoinSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveSessionKeys.all }),
  });
}
