import { endpoints } from '@academy/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from '../../../lib/api-client';
import { courseKeys } from './keys';

export type CreateCourseInput = CallInput<typeof endpoints.createCourse>['body'];

export const createCourse = (body: CreateCourseInput) => apiCall(endpoints.createCourse, { body });

/** POST /api/courses (admin: for the chosen instructor). Refreshes every course list. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
