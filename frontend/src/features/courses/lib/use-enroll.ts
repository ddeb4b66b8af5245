import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRedirectState } from '../../../app/guard';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * What Enroll Now does. A signed-out visitor goes to /login carrying where they were (the same
 * `from` state the route guard gives), so signing in brings them back to this course.
 * For a signed-in user the button is deliberately inert for now: enrolment (free, and paid through the
 * payment provider) is its own piece of work and plugs in here.
 */
export function useEnrollAction(): () => void {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    if (auth.status !== 'signed-out') return;
    const state: LoginRedirectState = { from: { pathname, search, hash: '' } };
    navigate('/login', { state });
  };
}
