import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onNavigate` when the location changes (a link followed, back, a redirect), not when the component
 * mounts: a menu or dropdown that closes on navigation must not also close itself on its first effect, which
 * can run after a quick first click has already opened it (a lazily loaded bell clicked as soon as it shows).
 */
export function useOnNavigation(onNavigate: () => void): void {
  const { key } = useLocation();
  const seen = useRef(key);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    callback.current();
  }, [key]);
}
