import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from './keys';

/** A change to courses: once it succeeds, every course query (lists, pages, the course being managed) is read again. */
export function useCourseMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
