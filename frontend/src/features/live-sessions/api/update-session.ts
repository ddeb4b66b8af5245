import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { refreshSessionViews } from './invalidate';

export type UpdateSessionInput = { id: string; body: CallInput<typeof endpoints.updateSession>['body'] };

export const updateSession = ({ id, body }: UpdateSessionInput) =>
  apiCall(endpoints.updateSession, { params: { id }, body });

/** PUT /api/live-sessions/{id}: changes the fields it names (a new start re-arms the reminder). */
export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSession, onSuccess: () => refreshSessionViews(queryClient) });
}
