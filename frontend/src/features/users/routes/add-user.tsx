import type { User } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Card } from '../../../components/ui';
import { BackLink, Page, PageHeader } from '../../../components/ui/kit';
import { CREATE_USER_REDIRECT_MS } from '../../../lib/constants';
import { usePageTitle } from '../../../lib/use-page-title';
import { CreateUserFields, createdMessage } from '../components/create-user-form';
import styles from '../components/users.module.css';

/** Admin create user (spec part 2): on success, back one history step after 2 seconds. */
export default function AddUserPage() {
  const { t } = useLingui();
  usePageTitle(t`Add user`);
  const navigate = useNavigate();
  const location = useLocation();
  const [created, setCreated] = useState<User | null>(null);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => {
      // Opened directly (no earlier page in this tab's app history): go to the user list instead.
      if (location.key === 'default') navigate('/admin/users', { replace: true });
      else navigate(-1);
    }, CREATE_USER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, location.key, navigate]);

  return (
    <Page width="narrow" className={styles.narrowPage}>
      <BackLink to="/admin/users">
        <Trans>All users</Trans>
      </BackLink>
      <PageHeader
        size="md"
        title={t`Add a new user`}
        lead={t`Create a student, instructor or admin account. They can sign in straight away.`}
      />
      <Card padding="lg">
        {created && (
          <Alert tone="success" className={styles.formAlert}>
            {createdMessage(created)}
          </Alert>
        )}
        <CreateUserFields onCreated={setCreated} locked={created !== null} />
      </Card>
    </Page>
  );
}
