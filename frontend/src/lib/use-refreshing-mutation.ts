import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation whose success has the queries under `refreshed(answer, variables)` read again (the mutation settles
 * once they are invalidated): the lists and pages that show what it changed.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshed: (answer: TData, variables: TVariables) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) =>
      Promise.all(
        refreshed(answer, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
