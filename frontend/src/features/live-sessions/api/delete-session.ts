import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { refreshSessionViews } from './invalidate';

export const deleteSession = ({ id }: { id: string }) => apiCall(endpoints.deleteSession, { params: { id } });

/** DELETE /api/live-sessions/{id}. */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSession, onSuccess: () => refreshSessionViews(queryClient) });
}
