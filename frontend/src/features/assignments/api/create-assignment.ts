import { endpoints } from '@academy/shared/endpoints';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export type CreateAssignmentInput = CallInput<typeof endpoints.createAssignment>['body'];

export const createAssignment = (body: CreateAssignmentInput) =>
  apiCall(endpoints.createAssignment, { body });

/** POST /api/assignments; the course's Assignments tab reads its list again. */
export function useCreateAssignment() {
  return useRefreshingMutation(createAssignment, (_data, body) => [
    instructorAssignmentKeys.course(body.course),
  ]);
}
