import { endpoints } from '@academy/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

export const enrollmentKeys = { mine: ['enrollments', 'mine'] as const };

export const fetchMyEnrollments = () => apiCall(endpoints.listMyEnrollments);

/** The signed-in student's enrolments (none for other roles or visitors). */
export function useMyEnrollments() {
  const auth = useAuth();
  return useQuery({
    queryKey: enrollmentKeys.mine,
    queryFn: fetchMyEnrollments,
    enabled: auth.user?.role === 'student',
  });
}
