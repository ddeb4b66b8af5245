import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

interface ErrorAlertProps {
  /** What went wrong, in a few words. */
  title: string;
  className?: string;
  /** The reason. */
  children: ReactNode;
}

/** A refusal the person reads and puts away (a file that could not be used or uploaded): Dismiss. */
export function DismissibleError({
  title,
  className,
  onDismiss,
  children,
}: ErrorAlertProps & { onDismiss: () => void }) {
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      action={
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
