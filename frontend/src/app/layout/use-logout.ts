import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthActions } from '../../lib/auth/auth-context';

/**
 * Logout: leave the current (possibly guarded) page for `/` first and clear the session only once
 * that page change is on screen. Signing out while a guarded page is still showing would make its
 * guard send the visitor to /login remembering the page, for the next person who signs in.
 * (The router commits page changes in a transition, so awaiting `navigate` is not enough.)
 */
export function useLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useAuthActions();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pending || pathname !== '/') return;
    setPending(false);
    logout();
  }, [pending, pathname, logout]);

  return () => {
    setPending(true);
    navigate('/', { replace: true });
  };
}
