import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button } from './button';

/** What a public screen shows when its data did not load: the error and a Try again button. */
export function LoadError({ title, onRetry }: { title?: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <Trans>Please check your connection and try again.</Trans>
    </Alert>
  );
}
