import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export type CreateAssignmentInput = CallInput<typeof endpoints.createAssignment>['body'];

export const createAssignment = (body: CreateAssignmentInput) =>
  apiCall(endpoints.createAssignment, { body });

/** POST /api/assignments; the course's Assignments tab reads its list again. */
export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: instructorAssignmentKeys.course(body.course) }),
  });
}
