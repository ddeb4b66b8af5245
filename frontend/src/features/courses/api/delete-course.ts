import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { courseKeys } from './keys';

export const deleteCourse = (id: string) => apiCall(endpoints.deleteCourse, { params: { id } });

/** DELETE /api/courses/{id}; a course with students is refused (409) with the server's reason. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: courseKeys.managed(id) });
      return queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
