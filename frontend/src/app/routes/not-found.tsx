import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import kit from '../../components/ui/public-blocks.module.css';
import message from '../../components/ui/site-message.module.css';
import { textOf } from '../../components/ui/site-text';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './not-found.module.css';

export default function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  const { pathname } = useLocation();
  return (
    <div className={`container ${message.message}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={textOf('3xl')}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={`${styles.text} ${textOf('muted', 'wrap')}`}>
        <Trans>
          We couldn't find <code className={`${styles.path} ${textOf('text')}`}>{pathname}</code>. It may have
          moved, or the address may be mistyped.
        </Trans>
      </p>
      <div className={`${kit.wrap} ${styles.actions}`}>
        <ButtonLink to="/">
          <Trans>Go to home</Trans>
        </ButtonLink>
        <ButtonLink to="/courses" variant="secondary">
          <Trans>Browse courses</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
