import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { WarningIcon } from '../components/icons/icons';
import { Button, ButtonLink, EmptyState } from '../components/ui';
import { usePageTitle } from '../lib/use-page-title';
import styles from './routes/not-found.module.css';

/** Shown when a screen fails to load or render (e.g. its code could not be fetched after a release). */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className={`container ${styles.page}`}>
      <EmptyState
        headingLevel={2}
        icon={<WarningIcon />}
        title="Something went wrong"
        description="This page could not be loaded. Check your connection and try again."
        action={
          <div className={styles.actions}>
            <Button onClick={() => window.location.reload()}>Reload page</Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              Go to home
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
