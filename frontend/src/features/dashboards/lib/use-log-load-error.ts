import { useEffect } from 'react';

/**
 * A dashboard that cannot load its data logs the error and shows its sections' empty state (spec part 1 §8:
 * failures are only logged, the spinner stops). Logged once per error, not on every render.
 */
export function useLogLoadError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Loading the ${what} failed`, error);
  }, [error, what]);
}
