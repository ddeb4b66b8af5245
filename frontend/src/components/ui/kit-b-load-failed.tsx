import type { ReactNode } from 'react';
import { messageOf } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

interface LoadFailedProps {
  /** What could not be loaded ("Discussions could not be loaded"). */
  title: string;
  /** The failure: the server's reason is shown when it gave one. */
  error: unknown;
  /** Try again (left out where a retry cannot help, as on a refusal). */
  onRetry?: () => void;
  /** Instead of the server's reason or the connection hint. */
  children?: ReactNode;
}

/** A load that failed: an error alert with the reason and, when a retry may help, Try again. */
export function LoadFailed({ title, error, onRetry, children }: LoadFailedProps) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {children ?? messageOf(error, 'Please check your connection and try again.')}
    </Alert>
  );
}
