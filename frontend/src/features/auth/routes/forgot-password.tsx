import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, ButtonLink, TextField } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { resetErrorMessage, useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';
import { EmailField, NewPasswordFields } from '../components/auth-fields';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';
import { useAuthForm } from '../components/use-auth-form';
import { ForgotPasswordConfirmForm, ForgotPasswordRequestForm } from '../schemas';

type Step = 'request' | 'confirm' | 'done';

const stepLabels = [
  { id: 'request', label: msg`Your email` },
  { id: 'confirm', label: msg`New password` },
] as const;

function StepIndicator({ step }: { step: Step }) {
  const current = step === 'request' ? 0 : step === 'confirm' ? 1 : 2;
  const { t, i18n } = useLingui();
  return (
    <ol className={`${kit.bare} ${styles.steps} ${textOf('sm', 'subtle')}`} aria-label={t`Progress`}>
      {stepLabels.map((item, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={item.id}
            className={`${styles.step} ${state === 'current' ? `${styles.stepCurrent} ${textOf('primary', 'semibold')}` : ''} ${state === 'done' ? styles.stepDone : ''}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={`${styles.stepNumber} ${textOf('xs', 'semibold')}`} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            {i18n._(item.label)}
            {state === 'done' && (
              <span className="sr-only">
                {' '}
                <Trans>(done)</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
  const { handleSubmit, field } = useAuthForm(ForgotPasswordRequestForm, { email: '' });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ email }) => request.mutate(email, { onSuccess: () => onSent(email) }))}
    >
      {request.isError && <Alert tone="error">{resetErrorMessage(request.error)}</Alert>}
      <EmailField hint={t`We'll e-mail you a code to reset your password.`} {...field('email')} />
      <Button type="submit" size="lg" fullWidth busy={request.isPending} busyText={t`Sending code...`}>
        <Trans>Send reset code</Trans>
      </Button>
    </form>
  );
}

function ConfirmStep({
  email,
  onDone,
  onRestart,
}: {
  email: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useLingui();
  const confirm = useConfirmPasswordReset();
  const resend = useRequestPasswordReset();
  const { handleSubmit, field } = useAuthForm(ForgotPasswordConfirmForm, {
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ code, newPassword }) =>
        confirm.mutate({ email, code, newPassword }, { onSuccess: onDone }),
      )}
    >
      <Alert tone="info">
        <Trans>If an account exists for that email, we've sent a code. It can take a minute to arrive.</Trans>
      </Alert>
      {confirm.isError && <Alert tone="error">{resetErrorMessage(confirm.error)}</Alert>}
      {resend.isError && <Alert tone="error">{resetErrorMessage(resend.error)}</Alert>}
      {resend.isSuccess && (
        <Alert tone="success">
          <Trans>We've sent a new code if an account exists for that email.</Trans>
        </Alert>
      )}
      <TextField label={t`Reset code`} inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
      <NewPasswordFields
        label={t`New password`}
        confirmLabel={t`Confirm new password`}
        password={field('newPassword')}
        confirmation={field('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth busy={confirm.isPending} busyText={t`Resetting password...`}>
        <Trans>Reset password</Trans>
      </Button>
      <p className={`${styles.switch} ${textOf('muted')}`}>
        <Trans>
          Didn't get a code?{' '}
          <button
            type="button"
            className={`${styles.inlineButton} ${textOf('semibold')}`}
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {resend.isPending ? t`Sending...` : t`Send it again`}
          </button>{' '}
          or{' '}
          <button
            type="button"
            className={`${styles.inlineButton} ${textOf('semibold')}`}
            onClick={onRestart}
          >
            use a different email
          </button>
        </Trans>
      </p>
    </form>
  );
}

/** Forgot password: linked from login; the spec does not show it, so this is the usual two-step reset. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset your password`);
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');

  // Each step replaces the form: start the next one from its heading, for keyboard and screen-reader users.
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const heading = document.getElementById('auth-title');
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'center' });
  }, [step]);

  return (
    <AuthLayout
      title={step === 'done' ? t`Password reset` : t`Reset your password`}
      subtitle={
        step === 'request'
          ? t`Enter the email you signed up with and we'll send you a reset code.`
          : step === 'confirm'
            ? t`Enter the code from the e-mail and choose a new password.`
            : undefined
      }
      accent="teal"
      panel={{
        heading: t`Back to learning in a minute`,
        text: t`Reset your password and continue your courses right where you stopped.`,
      }}
    >
      {step !== 'done' && <StepIndicator step={step} />}
      {step === 'request' && (
        <RequestStep
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('confirm');
          }}
        />
      )}
      {step === 'confirm' && (
        <ConfirmStep email={email} onDone={() => setStep('done')} onRestart={() => setStep('request')} />
      )}
      {step === 'done' && (
        <div className={styles.form}>
          <Alert tone="success" title={t`Your password has been reset.`}>
            <Trans>You can now sign in with your new password.</Trans>
          </Alert>
          <ButtonLink to="/login" size="lg" fullWidth>
            <Trans>Sign in</Trans>
          </ButtonLink>
        </div>
      )}
      {step !== 'done' && (
        <p className={`${styles.switch} ${textOf('muted')}`}>
          <Trans>
            Remembered it? <Link to="/login">Back to sign in</Link>
          </Trans>
        </p>
      )}
    </AuthLayout>
  );
}
