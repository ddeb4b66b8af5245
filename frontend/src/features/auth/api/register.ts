import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';

/** POST /api/auth/register (always a student) through the AuthProvider, which signs the new user in. */
export function useRegister() {
  const { register } = useAuth();
  return useMutation({ mutationFn: register });
}
