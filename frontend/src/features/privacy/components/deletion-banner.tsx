import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { PRIVACY_PAGE_PATH } from '../constants';
import styles from './privacy.module.css';

/** Over every page while the person's account is scheduled for deletion, with the way to cancel it. */
export function DeletionBanner({ deletionAt }: { deletionAt: string }) {
  const on = formatDate(deletionAt);
  return (
    <div className={`container ${styles.banner}`}>
      <Alert tone="warning">
        <Trans>
          Your account is scheduled for deletion on {on}. <Link to={PRIVACY_PAGE_PATH}>Cancel</Link>
        </Trans>
      </Alert>
    </div>
  );
}
