import { useMutation } from '@tanstack/react-query';
import { useAuthActions } from '../../../lib/auth/auth-context';

/** POST /api/auth/register (always a student) through the AuthProvider, which signs the new user in. */
export function useRegister() {
  const { register } = useAuthActions();
  return useMutation({ mutationFn: register });
}
