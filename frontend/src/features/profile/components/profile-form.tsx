import type { User } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, TextArea, TextField } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { messageOf } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileForm } from '../schemas';
import styles from './profile.module.css';

const today = () => new Date().toISOString().slice(0, 10);

/** The longer fields, each across the form; experience is asked of instructors only. */
const textAreas = [
  {
    name: 'bio',
    label: msg`Bio`,
    rows: 4,
    placeholder: msg`A few lines about you and what you want to learn.`,
  },
  {
    name: 'education',
    label: msg`Education`,
    rows: 3,
    placeholder: msg`e.g. B.Tech, Computer Science, 2024`,
  },
  {
    name: 'experience',
    label: msg`Experience`,
    rows: 3,
    placeholder: msg`Where you have worked and what you teach.`,
  },
] as const;

/** Edit mode: name and profile fields; email cannot change; experience only for instructors. */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: (saved: boolean) => void }) {
  const { t, i18n } = useLingui();
  const isInstructor = user.role === 'instructor';
  const update = useUpdateProfile();
  const {
    handleSubmit,
    formState: { isDirty },
    field,
  } = useSchemaForm(ProfileForm, {
    name: user.name,
    bio: user.profile.bio ?? '',
    phone: user.profile.phone ?? '',
    dateOfBirth: user.profile.dateOfBirth ?? '',
    education: user.profile.education ?? '',
    experience: user.profile.experience ?? '',
  });

  const onSubmit = handleSubmit(({ name, experience, ...profile }) => {
    if (!isDirty) {
      onDone(false);
      return;
    }
    update.mutate(
      { name, profile: isInstructor ? { ...profile, experience } : profile },
      { onSuccess: () => onDone(true) },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`${layoutOf('stack', 5)} ${styles.form}`}
      aria-label={t`Edit profile`}
    >
      {update.isError && (
        <Alert tone="error">
          {messageOf(update.error, t`Your changes could not be saved. Please try again.`)}
        </Alert>
      )}
      <div className={styles.formGrid}>
        <TextField label={t`Full name`} autoComplete="name" {...field('name')} />
        <TextField
          label={t`Email`}
          type="email"
          value={user.email}
          readOnly
          hint={t`Your email cannot be changed.`}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98765 43210"
          optional
          {...field('phone')}
        />
        <TextField
          label={t`Date of birth`}
          type="date"
          autoComplete="bday"
          max={today()}
          optional
          {...field('dateOfBirth')}
        />
        {textAreas
          .filter((field) => field.name !== 'experience' || isInstructor)
          .map(({ name, label, rows, placeholder }) => (
            <TextArea
              key={name}
              label={i18n._(label)}
              rows={rows}
              optional
              className={styles.wide}
              placeholder={i18n._(placeholder)}
              {...field(name)}
            />
          ))}
      </div>
      <div className={`${layoutOf('row', 3)} ${styles.formActions}`}>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={update.isPending} busyText={t`Saving...`}>
          <Trans>Save Changes</Trans>
        </Button>
      </div>
    </form>
  );
}
