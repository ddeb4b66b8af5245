import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** A read that failed: an error alert titled with what was not loaded, the reason, and Try again. */
export function LoadError({
  title,
  onRetry,
  children,
}: {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
