import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, ButtonLink, TextField } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { resetErrorMessage, useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';
import { EmailField, NewPasswordFields } from '../components/auth-fields';
import styles from '../components/auth-form.module.css';
import { AuthLayout } from '../components/auth-layout';
import { useAuthForm } from '../components/use-auth-form';
import { ForgotPasswordConfirmForm, ForgotPasswordRequestForm } from '../schemas';

type Step = 'request' | 'confirm' | 'done';

const stepLabels = [
  { id: 'request', label: 'Your email' },
  { id: 'confirm', label: 'New password' },
] as const;

function StepIndicator({ step }: { step: Step }) {
  const current = step === 'request' ? 0 : step === 'confirm' ? 1 : 2;
  return (
    <ol className={styles.steps} aria-label="Progress">
      {stepLabels.map((item, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={item.id}
            className={`${styles.step} ${state === 'current' ? styles.stepCurrent : ''} ${state === 'done' ? styles.stepDone : ''}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            {item.label}
            {state === 'done' && <span className="sr-only"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, errors } = useAuthForm(ForgotPasswordRequestForm, { email: '' });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ email }) => request.mutate(email, { onSuccess: () => onSent(email) }))}
    >
      {request.isError && <Alert tone="error">{resetErrorMessage(request.error)}</Alert>}
      <EmailField
        hint="We'll e-mail you a code to reset your password."
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" fullWidth busy={request.isPending} busyText="Sending code...">
        Send reset code
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
  const confirm = useConfirmPasswordReset();
  const resend = useRequestPasswordReset();
  const { register, handleSubmit, errors } = useAuthForm(ForgotPasswordConfirmForm, {
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
        If an account exists for that email, we've sent a code. It can take a minute to arrive.
      </Alert>
      {confirm.isError && <Alert tone="error">{resetErrorMessage(confirm.error)}</Alert>}
      {resend.isError && <Alert tone="error">{resetErrorMessage(resend.error)}</Alert>}
      {resend.isSuccess && (
        <Alert tone="success">We've sent a new code if an account exists for that email.</Alert>
      )}
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <NewPasswordFields
        label="New password"
        password={{ error: errors.newPassword?.message, ...register('newPassword') }}
        confirmation={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <Button type="submit" size="lg" fullWidth busy={confirm.isPending} busyText="Resetting password...">
        Reset password
      </Button>
      <p className={styles.switch}>
        Didn't get a code?{' '}
        <button
          type="button"
          className={styles.inlineButton}
          disabled={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          {resend.isPending ? 'Sending...' : 'Send it again'}
        </button>{' '}
        or{' '}
        <button type="button" className={styles.inlineButton} onClick={onRestart}>
          use a different email
        </button>
      </p>
    </form>
  );
}

/** Forgot password: linked from login; the spec does not show it, so this is the usual two-step reset. */
export default function ForgotPasswordPage() {
  usePageTitle('Reset your password');
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
      title={step === 'done' ? 'Password reset' : 'Reset your password'}
      subtitle={
        step === 'request'
          ? "Enter the email you signed up with and we'll send you a reset code."
          : step === 'confirm'
            ? 'Enter the code from the e-mail and choose a new password.'
            : undefined
      }
      accent="teal"
      panel={{
        heading: 'Back to learning in a minute',
        text: 'Reset your password and continue your courses right where you stopped.',
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
          <Alert tone="success" title="Your password has been reset.">
            You can now sign in with your new password.
          </Alert>
          <ButtonLink to="/login" size="lg" fullWidth>
            Sign in
          </ButtonLink>
        </div>
      )}
      {step !== 'done' && (
        <p className={styles.switch}>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      )}
    </AuthLayout>
  );
}
