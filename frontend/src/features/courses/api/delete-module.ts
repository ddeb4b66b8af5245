import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { courseKeys } from './keys';

export const deleteModule = ({ courseId, moduleId }: { courseId: string; moduleId: string }) =>
  apiCall(endpoints.deleteModule, { params: { id: courseId, moduleId } });

/** DELETE /api/courses/{id}/modules/{moduleId}. */
export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
