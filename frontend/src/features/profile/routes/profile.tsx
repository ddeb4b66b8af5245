import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { EditIcon, ShieldIcon } from '../../../components/icons/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Alert, Button, ButtonLink, Card, CardHeader, RoleBadge, Spinner } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import accents from '../../../components/ui/site-accent.module.css';
import { textOf } from '../../../components/ui/site-text';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { formatDateTime, initialsOf } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { TwoStepVerificationCard } from '../../auth';
import { NotificationSettings } from '../../notifications';
import styles from '../components/profile.module.css';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-form';

/**
 * Profile (spec part 2): view mode and edit mode for any signed-in role; then notification settings (issue 37)
 * and the way to the Privacy page (issue 41).
 */
export default function ProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`Profile`);
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const memberSince = formatDateTime(user.createdAt);

  return (
    <div className={`container ${layoutOf('stack', 6)} ${styles.page}`}>
      <h1 className={textOf('3xl')}>
        <Trans>Profile</Trans>
      </h1>
      <Card padding="none" className={styles.card}>
        <div className={styles.banner} aria-hidden="true" />
        <div className={styles.summary}>
          <span className={`${accents.initials} ${accents.blue} ${styles.avatar}`} aria-hidden="true">
            {initialsOf(user.name)}
          </span>
          <div className={`${layoutOf('stack', 2)} ${styles.identity}`}>
            <h2 className={textOf('2xl', 'wrap')}>{user.name}</h2>
            <p className={`${layoutOf('row')} ${styles.meta} ${textOf('sm', 'muted')}`}>
              <RoleBadge role={user.role} />
              <span>
                <Trans>
                  Member since <time dateTime={user.createdAt}>{memberSince}</time>
                </Trans>
              </span>
            </p>
          </div>
          {!editing && (
            <Button
              variant="secondary"
              icon={<EditIcon />}
              className={styles.editButton}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              <Trans>Edit profile</Trans>
            </Button>
          )}
        </div>
        <div className={`${layoutOf('stack', 5)} ${styles.body}`}>
          {saved && !editing && (
            <Alert tone="success">
              <Trans>Your profile has been updated.</Trans>
            </Alert>
          )}
          {editing ? (
            <ProfileEditForm
              user={user}
              onDone={(didSave) => {
                setSaved(didSave);
                setEditing(false);
              }}
            />
          ) : (
            <ProfileDetails user={user} />
          )}
        </div>
      </Card>
      <Card>
        <CardHeader
          title={t`Language`}
          description={t`The language the academy is shown in, on this device and when you sign in elsewhere.`}
        />
        <LanguageSwitcher className={styles.language} />
      </Card>
      <TwoStepVerificationCard />
      <Card>
        <CardHeader
          title={t`Privacy`}
          description={t`See what you agreed to, change your optional consents, download your data or delete your account.`}
          action={
            <ButtonLink to="/profile/privacy" variant="secondary" icon={<ShieldIcon />}>
              <Trans>Open privacy settings</Trans>
            </ButtonLink>
          }
        />
      </Card>
      <Suspense fallback={<Spinner label={t`Loading notification settings`} />}>
        <NotificationSettings />
      </Suspense>
    </div>
  );
}
