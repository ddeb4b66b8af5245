import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Whether the element has come near the screen (within `options` of it): false until it first does, then true for
 * good. True at once where the browser has no IntersectionObserver. `transition` sets it in a transition, so what
 * it shows renders in slices the browser can interleave with input and paint.
 */
export function useNearScreen(
  ref: RefObject<Element | null>,
  options: IntersectionObserverInit,
  { transition = false, skip = false }: { transition?: boolean; skip?: boolean } = {},
) {
  const [near, setNear] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: observes once, from the first render's options
  useEffect(() => {
    if (skip) return;
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        if (transition) startTransition(() => setNear(true));
        else setNear(true);
        observer.disconnect();
      }
    }, options);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return near;
}
