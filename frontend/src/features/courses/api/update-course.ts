import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { courseKeys } from './keys';

export type UpdateCourseInput = { id: string; body: CallInput<typeof endpoints.updateCourse>['body'] };

export const updateCourse = ({ id, body }: UpdateCourseInput) =>
  apiCall(endpoints.updateCourse, { params: { id }, body });

/** PUT /api/courses/{id}: edit the fields, or publish and unpublish with `{ isPublished }`. */
export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: (data, { id }) => {
      queryClient.setQueryData(courseKeys.managed(id), data);
      return queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
