import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiError, messageOf } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

interface LoadFailedProps {
  /** What could not be loaded ("Discussions could not be loaded"). */
  title: string;
  /** The failure: the server's reason is shown when it gave one. */
  error?: unknown;
  /** Try again (left out where a retry cannot help, as on a refusal). */
  onRetry?: () => void;
  /** Instead of the server's reason or the connection hint. */
  children?: ReactNode;
}

/** A load that failed: an error alert with the reason and, when a retry may help, Try again. */
export function LoadFailed({ title, error, onRetry, children }: LoadFailedProps) {
  const { t } = useLingui();
  return (
    <Alert
      tone="error"
      title={title}
      action={
        onRetry && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )
      }
    >
      {children ?? messageOf(error, t`Please check your connection and try again.`)}
    </Alert>
  );
}

/** A refusal (a 4xx: not enrolled, no such course) stays one on a retry; a network or server failure may not. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status !== null && error.status < 500;
}

/** The server's reason for a refusal; none for a network or server failure. */
export const refusalReason = (error: unknown) => (isRefusal(error) ? error.serverMessage : undefined);
