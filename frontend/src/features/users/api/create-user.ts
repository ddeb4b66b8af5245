import { endpoints } from '@academy/shared/endpoints';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiCall, type CallInput } from '../../../lib/api-client';
import { userKeys } from './keys';

export type CreateUserInput = CallInput<typeof endpoints.createUser>['body'];

export const createUser = (body: CreateUserInput) => apiCall(endpoints.createUser, { body });

/** POST /api/users (admin): a student, instructor or admin account. Refreshes every user list. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** User-creation errors (spec part 1 §8, part 2 §8). */
export function createUserErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return t`Network error. Please check your connection.`;
    if (error.kind === 'http') return error.serverMessage ?? t`Something went wrong. Please try again.`;
  }
  return t`An unexpected error occurred.`;
}
