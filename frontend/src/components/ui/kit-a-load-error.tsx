import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

interface LoadErrorProps {
  /** What could not be loaded ("Users could not be loaded"). */
  title: string;
  /** Loads it again. */
  retry: () => unknown;
  /** Why: the server's words, or what to check. */
  children: ReactNode;
}

/** In place of a list that could not be loaded: what failed and why, with Try again. */
export function LoadError({ title, retry, children }: LoadErrorProps) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={() => void retry()}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
