import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { WarningIcon } from '../components/icons/icons';
import { Button, ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import message from '../components/ui/site-message.module.css';
import { usePageTitle } from '../lib/use-page-title';
import styles from './routes/not-found.module.css';

/** Shown when a screen fails to load or render (e.g. its code could not be fetched after a release). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  usePageTitle(t`Something went wrong`);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className={`container ${message.message}`}>
      <EmptyState
        headingLevel={2}
        icon={<WarningIcon />}
        title={t`Something went wrong`}
        description={t`This page could not be loaded. Check your connection and try again.`}
        action={
          <div className={styles.actions}>
            <Button onClick={() => window.location.reload()}>
              <Trans>Reload page</Trans>
            </Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              <Trans>Go to home</Trans>
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
