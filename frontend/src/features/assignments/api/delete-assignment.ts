import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';
import { instructorAssignmentKeys } from '../lib/instructor-keys';

export const deleteAssignment = ({ id }: { id: string; courseId: string }) =>
  apiCall(endpoints.deleteAssignment, { params: { id } });

/**
 * DELETE /api/assignments/{id} (its submissions go with it): the course's list reads again, the assignment's
 * submissions are forgotten, and the instructor dashboard's Recent Submissions may have lost some.
 */
export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: (_data, { id, courseId }) => {
      queryClient.removeQueries({ queryKey: instructorAssignmentKeys.submissions(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorAssignmentKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.instructor() }),
      ]);
    },
  });
}
