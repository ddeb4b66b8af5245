import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { courseKeys } from './keys';

/** A change to courses: once it succeeds, every course query (lists, pages, the course being managed) is read again. */
export function useCourseMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return useRefreshingMutation(mutationFn, () => [courseKeys.all]);
}
