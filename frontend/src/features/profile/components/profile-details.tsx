import type { User } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../lib/format';
import styles from './profile.module.css';

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.detail} ${styles.wide}` : styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orEmpty = (value: string | undefined) =>
  value?.trim() ? (
    value
  ) : (
    <span className={styles.empty}>
      <Trans>Not added yet</Trans>
    </span>
  );

/** View mode of the profile fields. */
export function ProfileDetails({ user }: { user: User }) {
  const { profile } = user;
  const { t } = useLingui();
  return (
    <dl className={styles.details}>
      <Detail label={t`Full name`}>{user.name}</Detail>
      <Detail label={t`Email`}>{user.email}</Detail>
      <Detail label={t`Phone`}>{orEmpty(profile.phone)}</Detail>
      <Detail label={t`Date of birth`}>
        {profile.dateOfBirth ? formatCalendarDate(profile.dateOfBirth) : orEmpty(undefined)}
      </Detail>
      <Detail label={t`Bio`} wide>
        <span className={styles.multiline}>{orEmpty(profile.bio)}</span>
      </Detail>
      <Detail label={t`Education`} wide>
        <span className={styles.multiline}>{orEmpty(profile.education)}</span>
      </Detail>
      {user.role === 'instructor' && (
        <Detail label={t`Experience`} wide>
          <span className={styles.multiline}>{orEmpty(profile.experience)}</span>
        </Detail>
      )}
    </dl>
  );
}
