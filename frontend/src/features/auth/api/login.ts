import { useMutation } from '@tanstack/react-query';
import { useAuthActions } from '../../../lib/auth/auth-context';

/** POST /api/auth/login through the AuthProvider, which stores the tokens and the user. */
export function useLogin() {
  const { login } = useAuthActions();
  return useMutation({ mutationFn: login });
}
