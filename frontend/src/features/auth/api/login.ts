import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';

/** POST /api/auth/login through the AuthProvider, which stores the tokens and the user. */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({ mutationFn: login });
}
