import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { LifebuoyIcon } from '../../../components/icons/icons';
import { ButtonLink, Card } from '../../../components/ui';
import { Page } from '../../../components/ui/kit';
import { Note } from '../../../components/ui/kit-note';
import page from '../../../components/ui/page.module.css';
import { textOf } from '../../../components/ui/site-text';
import type { LoginRedirectState } from '../../../lib/route-access';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './support.module.css';

/**
 * What a signed-out visitor of /support-tickets sees: the tickets are a person's own, so they are asked to sign
 * in, and come back here afterwards (the login screen returns to `from`).
 */
export function SignInPrompt() {
  const { t } = useLingui();
  usePageTitle(t`Support Center`);
  const { pathname, search, hash } = useLocation();
  const state: LoginRedirectState = { from: { pathname, search, hash } };
  return (
    <Page className={styles.page}>
      <Card className={styles.prompt}>
        <span className={styles.promptIcon}>
          <LifebuoyIcon />
        </span>
        <h1 className={textOf('3xl')}>
          <Trans>Support Center</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Sign in to see your support tickets, follow their replies and open a new one.</Trans>
        </p>
        <div className={styles.promptActions}>
          <ButtonLink to="/login" state={state}>
            <Trans>Sign in</Trans>
          </ButtonLink>
          <ButtonLink to="/register" state={state} variant="secondary">
            <Trans>Create an account</Trans>
          </ButtonLink>
        </div>
        <Note>
          <Trans>
            Looking for quick answers? Browse the <Link to="/help-center">Help Center</Link>.
          </Trans>
        </Note>
      </Card>
    </Page>
  );
}
