import { ERROR_CODES, LoginBody, type MfaChallenge, type MfaSetupChallenge } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, PasswordField } from '../../../components/ui';
import { textOf } from '../../../components/ui/site-text';
import { ApiError, messageOf } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendGuardianLink } from '../../privacy';
import { useLogin } from '../api/login';
import { EmailField } from '../components/auth-fields';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';
import { MfaCodeStep } from '../components/mfa-code-form';
import { MfaSetupSteps } from '../components/mfa-setup-steps';
import { SocialSignIn } from '../components/social-sign-in';
import { useAuthForm } from '../components/use-auth-form';

/**
 * Login (spec part 1 §2). On success the /login guard sends the user where they were going, else to
 * their role's dashboard.
 */
export default function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in`);
  const [pending, setPending] = useState<MfaChallenge | MfaSetupChallenge | null>(null);
  const restart = () => setPending(null);

  if (pending?.challenge === 'SOFTWARE_TOKEN_MFA') {
    return (
      <AuthLayout
        title={t`Two-step verification`}
        subtitle={t`Enter the 6-digit code from your authenticator app.`}
        accent="blue"
        panel={{
          heading: t`One more step`,
          text: t`The code keeps your account safe even if someone learns your password.`,
        }}
      >
        <MfaCodeStep
          step="challenge"
          session={pending.session}
          submitLabel={t`Verify and sign in`}
          onRestart={restart}
          restartLabel={t`Sign in again`}
        />
        <p className={`${styles.switch} ${textOf('muted')}`}>
          <Button variant="ghost" size="sm" onClick={restart}>
            <Trans>Use a different account</Trans>
          </Button>
        </p>
      </AuthLayout>
    );
  }
  if (pending?.challenge === 'MFA_SETUP') {
    return (
      <AuthLayout
        title={t`Set up two-step verification`}
        subtitle={t`Admin accounts sign in with a code from an authenticator app as well as the password.`}
        accent="blue"
        panel={{
          heading: t`Protect the admin account`,
          text: t`Add the academy to your authenticator app once; each sign-in then asks for its current code.`,
        }}
      >
        <MfaSetupSteps setup={pending} onRestart={restart} restartLabel={t`Sign in again`} />
      </AuthLayout>
    );
  }
  return <PasswordStep onChallenge={setPending} />;
}

/** The first step: email and password. */
function PasswordStep({ onChallenge }: { onChallenge: (step: MfaChallenge | MfaSetupChallenge) => void }) {
  const { t } = useLingui();
  const location = useLocation();
  const login = useLogin();
  const resend = useResendGuardianLink();
  const [tried, setTried] = useState<{ email: string; password: string } | null>(null);
  const { handleSubmit, field } = useAuthForm(LoginBody, { email: '', password: '' });

  const onSubmit = handleSubmit((values) => {
    setTried(values);
    resend.reset();
    login.mutate(values, {
      onSuccess: (outcome) => {
        if ('challenge' in outcome) onChallenge(outcome);
      },
    });
  });
  // Issue 41: a minor whose parent or guardian has not yet consented is refused (403, code guardian-pending);
  // they may have the parent's link mailed again.
  const refused =
    login.error instanceof ApiError && login.error.code === ERROR_CODES.guardianPending && tried !== null;

  return (
    <AuthLayout
      title={t`Welcome back`}
      subtitle={t`Sign in to continue learning.`}
      accent="blue"
      panel={{
        heading: t`Pick up where you left off`,
        text: t`Your courses, assignments and certificates are waiting for you.`,
      }}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {login.isError && (
          <Alert tone="error">
            {messageOf(login.error, t`Login failed. Please check your credentials.`)}
          </Alert>
        )}
        {refused && !resend.isSuccess && (
          <Button
            variant="secondary"
            busy={resend.isPending}
            busyText={t`Sending...`}
            onClick={() => resend.mutate(tried)}
          >
            <Trans>Send the link again</Trans>
          </Button>
        )}
        {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
        {resend.isError && (
          <Alert tone="error">
            {messageOf(resend.error, t`The link could not be sent. Please try again.`)}
          </Alert>
        )}
        <EmailField {...field('email')} />
        <PasswordField label={t`Password`} autoComplete="current-password" {...field('password')} />
        <div className={styles.labelRow}>
          <Link to="/forgot-password" className={textOf('sm', 'semibold')}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth busy={login.isPending}>
          <Trans>Sign In</Trans>
        </Button>
        <SocialSignIn />
      </form>
      <p className={`${styles.switch} ${textOf('muted')}`}>
        <Trans>
          New here?{' '}
          <Link to="/register" state={location.state}>
            Create an account
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}
