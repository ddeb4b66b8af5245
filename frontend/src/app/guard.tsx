import { dashboardPath } from '@academy/shared/roles';
import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/auth-context';
import { decideAccess, type LoginRedirectState, type RouteAccess } from '../lib/route-access';

/** Where a visitor sent to /login was going; they return there after signing in. */
/** Applies one entry of the route-access table (spec part 1 §2, guard behaviour). */
export function Guard({ access }: { access: RouteAccess }) {
  const auth = useAuth();
  const location = useLocation();
  const { t } = useLingui();
  if (auth.status === 'loading') return <PageSpinner label={t`Checking your sign-in`} />;
  const decision = decideAccess(access, auth.user?.role ?? null);
  if (decision.allow) return <Outlet />;
  if (decision.redirectTo === 'login') {
    const { pathname, search, hash } = location;
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  if (decision.redirectTo === 'home' || !auth.user) return <Navigate to="/" replace />;
  const from = (location.state as LoginRedirectState | null)?.from;
  return <Navigate to={from ?? dashboardPath[auth.user.role]} replace />;
}
