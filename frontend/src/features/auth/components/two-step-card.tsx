import { StartMfaSetupBody } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button, Card, CardHeader, PasswordField, StateBadge } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useStartMfaSetup } from '../api/mfa';
import styles from './auth-form.module.css';
import { MfaSetupSteps } from './mfa-setup-steps';
import { useAuthForm } from './use-auth-form';

/**
 * Two-step verification on the profile of an instructor (who may turn it on) or an admin (who has it: sign-in
 * made them set it up). Turning it on asks for the password again, then the new authenticator's first code.
 */
export function TwoStepVerificationCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [settingUp, setSettingUp] = useState(false);
  const start = useStartMfaSetup();
  const { handleSubmit, field } = useAuthForm(StartMfaSetupBody, { password: '' });
  if (user.role === 'student') return null;
  const on = user.mfaEnabled === true;
  const restart = () => {
    start.reset();
    setSettingUp(true);
  };

  return (
    <Card>
      <CardHeader
        title={t`Two-step verification`}
        description={t`A code from an authenticator app at each sign-in, as well as the password.`}
        action={<StateBadge on={on} yes={<Trans>On</Trans>} no={<Trans>Off</Trans>} />}
      />
      <div className={layoutOf('stack', 4)}>
        {on && settingUp && (
          <Alert tone="success">
            <Trans>Two-step verification is on. Each sign-in now asks for a code.</Trans>
          </Alert>
        )}
        {on && !settingUp && (
          <p>
            <Trans>Each sign-in asks for the current code from your authenticator app.</Trans>
          </p>
        )}
        {!on && !settingUp && (
          <div>
            <Button onClick={() => setSettingUp(true)}>
              <Trans>Set up two-step verification</Trans>
            </Button>
          </div>
        )}
        {!on && settingUp && !start.data && (
          <form
            className={styles.form}
            noValidate
            onSubmit={handleSubmit(({ password }) => start.mutate(password))}
          >
            {start.isError && (
              <Alert tone="error">{messageOf(start.error, t`That did not work. Please try again.`)}</Alert>
            )}
            <PasswordField
              label={t`Your password`}
              hint={t`To make sure it is you`}
              autoComplete="current-password"
              {...field('password')}
            />
            <div className={layoutOf('row', 3)}>
              <Button type="submit" busy={start.isPending}>
                <Trans>Continue</Trans>
              </Button>
              <Button type="button" variant="ghost" onClick={() => setSettingUp(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        )}
        {!on && start.data && (
          <MfaSetupSteps setup={start.data} onRestart={restart} restartLabel={t`Start again`} />
        )}
      </div>
    </Card>
  );
}
