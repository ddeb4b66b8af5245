import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { userKeys } from './keys';

export const setUserStatus = ({ id, isActive }: { id: string; isActive: boolean }) =>
  apiCall(endpoints.setUserStatus, { params: { id }, body: { isActive } });

/** PUT /api/users/{id}/status (admin). Refreshes every user list. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
