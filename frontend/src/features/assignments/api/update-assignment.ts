import { endpoints } from '@academy/shared/endpoints';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export type UpdateAssignmentInput = CallInput<typeof endpoints.updateAssignment>['body'];

export const updateAssignment = ({ id, body }: { id: string; body: UpdateAssignmentInput }) =>
  apiCall(endpoints.updateAssignment, { params: { id }, body });

/** PUT /api/assignments/{id}; its course's list and its submissions modal (max points) read again. */
export function useUpdateAssignment() {
  return useRefreshingMutation(updateAssignment, ({ assignment }) => [
    instructorAssignmentKeys.course(assignment.courseId),
    instructorAssignmentKeys.submissions(assignment.id),
  ]);
}
