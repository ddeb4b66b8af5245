import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { refreshSessionViews } from './invalidate';

export type CreateSessionInput = {
  courseId: string;
  body: CallInput<typeof endpoints.createSession>['body'];
};

export const createSession = ({ courseId, body }: CreateSessionInput) =>
  apiCall(endpoints.createSession, { params: { id: courseId }, body });

/** POST /api/live-sessions/course/{id}: schedules a session (its students are told). */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSession, onSuccess: () => refreshSessionViews(queryClient) });
}
