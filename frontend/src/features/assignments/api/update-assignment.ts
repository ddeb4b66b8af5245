import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export type UpdateAssignmentInput = CallInput<typeof endpoints.updateAssignment>['body'];

export const updateAssignment = ({ id, body }: { id: string; body: UpdateAssignmentInput }) =>
  apiCall(endpoints.updateAssignment, { params: { id }, body });

/** PUT /api/assignments/{id}; its course's list and its submissions modal (max points) read again. */
export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    onSuccess: ({ assignment }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorAssignmentKeys.course(assignment.courseId) }),
        queryClient.invalidateQueries({ queryKey: instructorAssignmentKeys.submissions(assignment.id) }),
      ]),
  });
}
