import { endpoints } from '@academy/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/auth/auth-context';

export type UpdateProfileInput = NonNullable<CallInput<typeof endpoints.updateProfile>['body']>;

export const updateProfile = (body: UpdateProfileInput) => apiCall(endpoints.updateProfile, { body });

/** PUT /api/users/profile; the answer replaces the signed-in user (spec part 1 §4). */
export function useUpdateProfile() {
  const { setUser } = useAuthActions();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => setUser(user),
  });
}
