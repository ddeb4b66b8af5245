import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, Checkbox, Select, TextField } from '../../../components/ui';
import { Note } from '../../../components/ui/kit-note';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { PrivacyNotice } from '../../privacy';
import { useRegister } from '../api/register';
import { EmailField, NewPasswordFields } from '../components/auth-fields';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';
import { useAuthForm } from '../components/use-auth-form';
import { isMinorDateOfBirth, RegisterForm, registrationDay } from '../schemas';

/** Self-registration offers only the student role (spec part 1 §6). */
const roleOptions = [{ value: 'student', label: msg`Student` }] as const;

/**
 * Register (spec part 1 §2). On success the user is signed in and the guard sends them to their dashboard.
 * Issue 41: the date of birth; under 18, a parent's or guardian's email, and the account waits for their consent
 * (no sign-in: the pending page says so); the privacy notice agreed to and the optional watch-time consent.
 */
export default function RegisterPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Create account`);
  const location = useLocation();
  const registration = useRegister();
  const [guardianPending, setGuardianPending] = useState<string | null>(null);
  const { register, handleSubmit, watch, field } = useAuthForm(RegisterForm, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: 'student' as const,
    dateOfBirth: '',
    guardianEmail: '',
    terms: false,
    noticeAgreed: false,
    watchAnalytics: false,
  });
  const minor = isMinorDateOfBirth(watch('dateOfBirth') ?? '');

  const onSubmit = handleSubmit(
    ({ name, email, password, confirmPassword, dateOfBirth, guardianEmail, watchAnalytics }) => {
      const underAge = isMinorDateOfBirth(dateOfBirth);
      registration.mutate(
        {
          name,
          email,
          password,
          confirmPassword,
          dateOfBirth,
          guardianEmail: underAge ? guardianEmail : undefined,
          consent: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: !underAge && watchAnalytics },
        },
        {
          onSuccess: (outcome) => {
            if ('pending' in outcome) setGuardianPending(outcome.guardianEmail);
          },
        },
      );
    },
  );

  if (guardianPending !== null) return <GuardianPendingPage guardianEmail={guardianPending} />;

  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`Start learning with India's job-ready tech programmes.`}
      accent="indigo"
      panel={{
        heading: t`Learn the skills companies hire for`,
        text: t`Join thousands of learners building careers in tech.`,
      }}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {registration.isError && (
          <Alert tone="error">
            {messageOf(registration.error, t`Registration failed. Please try again.`)}
          </Alert>
        )}
        <TextField label={t`Full name`} autoComplete="name" {...field('name')} />
        <EmailField {...field('email')} />
        <TextField
          label={t`Date of birth`}
          type="date"
          autoComplete="bday"
          max={registrationDay()}
          {...field('dateOfBirth')}
        />
        {minor && (
          <TextField
            label={t`Parent's or guardian's email`}
            type="email"
            autoComplete="off"
            inputMode="email"
            hint={t`You are under 18, so a parent or guardian must agree before your account opens. We will email them a link.`}
            {...field('guardianEmail')}
          />
        )}
        <NewPasswordFields
          label={t`Password`}
          confirmLabel={t`Confirm password`}
          password={field('password')}
          confirmation={field('confirmPassword')}
        />
        <Select
          label={t`I am joining as`}
          options={roleOptions.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          {...field('role')}
        />
        <PrivacyNotice level={2} id="privacy-notice" />
        <Checkbox label={t`I have read and agree to the privacy notice`} {...field('noticeAgreed')} />
        {minor ? (
          <Note>
            <Trans>Watch-time analytics are off for under-18s.</Trans>
          </Note>
        ) : (
          <Checkbox
            label={t`Use my watch time to improve my learning figures and the course (optional)`}
            {...register('watchAnalytics')}
          />
        )}
        <Checkbox
          label={
            <Trans>
              I agree to the <Link to="/terms">Terms of Service</Link> and{' '}
              <Link to="/privacy">Privacy Policy</Link>
            </Trans>
          }
          {...field('terms')}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={registration.isPending}
          busyText={t`Creating account...`}
        >
          <Trans>Create account</Trans>
        </Button>
      </form>
      <p className={`${styles.switch} ${textOf('muted')}`}>
        <Trans>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}

/** A minor's account waits for their parent's or guardian's consent: no session, and this says what happens next. */
function GuardianPendingPage({ guardianEmail }: { guardianEmail: string }) {
  const { t } = useLingui();
  usePageTitle(t`Waiting for your parent or guardian`);
  // The form was submitted from its end: this short page starts at the top.
  // A block body: scrollTo returns a promise in newer browsers, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <AuthLayout
      title={t`Almost there`}
      subtitle={t`Your account is waiting for your parent's or guardian's consent.`}
      accent="indigo"
      panel={{
        heading: t`A parent or guardian agrees first`,
        text: t`Indian law asks a parent or guardian to agree before a learner under 18 uses the academy.`,
      }}
    >
      <div className={styles.form}>
        <Alert tone="info" title={t`Check your parent's or guardian's inbox`}>
          <p>
            <Trans>
              Ask your parent or guardian to check their email ({guardianEmail}) and open the link we sent
              them. You can sign in once they agree.
            </Trans>
          </p>
        </Alert>
        <Note>
          <Trans>
            No email? It can take a few minutes. You can ask for the link again from the sign-in page.
          </Trans>
        </Note>
      </div>
      <p className={`${styles.switch} ${textOf('muted')}`}>
        <Link to="/login">
          <Trans>Go to sign in</Trans>
        </Link>
      </p>
    </AuthLayout>
  );
}
