import { endpoints } from '@academy/shared/endpoints';
import type { SessionStatus } from '@academy/shared/features/live-sessions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refreshSessionViews } from './invalidate';

export const setSessionStatus = ({ id, status }: { id: string; status: SessionStatus }) =>
  apiCall(endpoints.setSessionStatus, { params: { id }, body: { status } });

/** PUT /api/live-sessions/{id}/status: live, completed or cancelled (only the changes the status allows). */
export function useSetSessionStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setSessionStatus, onSuccess: () => refreshSessionViews(queryClient) });
}
