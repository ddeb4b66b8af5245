import { MfaCode } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import * as z from 'zod';
import { Alert, Button, TextField } from '../../../components/ui';
import { ApiError, messageOf } from '../../../lib/api-client';
import { type MfaStep, useMfaCode } from '../api/mfa';
import styles from './auth-form.module.css';
import mfa from './mfa.module.css';
import { useAuthForm } from './use-auth-form';

const MfaCodeForm = z.object({ code: MfaCode });

/**
 * The authenticator's 6-digit code, for sign-in's challenge or a new authenticator's first code. A right code
 * signs in (the session is kept); a gone session (expired, too many wrong codes) offers to start again.
 */
export function MfaCodeStep({
  step,
  session,
  submitLabel,
  onRestart,
  restartLabel,
}: {
  step: MfaStep;
  session: string;
  submitLabel: string;
  onRestart: () => void;
  restartLabel: string;
}) {
  const { t } = useLingui();
  const send = useMfaCode(step);
  const { handleSubmit, field } = useAuthForm(MfaCodeForm, { code: '' });
  const gone = send.error instanceof ApiError && (send.error.status === 401 || send.error.status === 410);
  const onSubmit = handleSubmit(({ code }) => send.mutate({ session, code }));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {send.isError && (
        <Alert tone="error">{messageOf(send.error, t`That did not work. Please try again.`)}</Alert>
      )}
      {gone ? (
        <Button type="button" size="lg" fullWidth onClick={onRestart}>
          {restartLabel}
        </Button>
      ) : (
        <>
          <TextField
            label={t`6-digit code`}
            hint={t`From your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password …)`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className={mfa.codeInput}
            {...field('code')}
          />
          <Button type="submit" size="lg" fullWidth busy={send.isPending}>
            {submitLabel}
          </Button>
        </>
      )}
    </form>
  );
}
