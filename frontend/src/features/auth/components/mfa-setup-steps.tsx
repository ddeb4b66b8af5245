import type { MfaSetup } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import mfa from './mfa.module.css';
import { MfaCodeStep } from './mfa-code-form';

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator: scan the QR code (the otpauth URI, drawn by the API) or type the key, then the
 * first code turns two-step verification on.
 */
export function MfaSetupSteps({
  setup,
  onRestart,
  restartLabel,
}: {
  setup: MfaSetup;
  onRestart: () => void;
  restartLabel: string;
}) {
  const { t } = useLingui();
  return (
    <ol className={`${kit.bare} ${mfa.steps}`}>
      <li className={mfa.step}>
        <span className={textOf('semibold')}>
          <Trans>1. Scan this QR code with your authenticator app</Trans>
        </span>
        <img
          className={mfa.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt={t`QR code to add this account to your authenticator app`}
          width={200}
          height={200}
        />
      </li>
      <li className={mfa.step}>
        <span className={textOf('semibold')}>
          <Trans>2. Or enter this key by hand (time-based)</Trans>
        </span>
        <code className={`${mfa.secret} ${textOf('lg', 'wrap')}`} data-testid="mfa-secret">
          {grouped(setup.secretCode)}
        </code>
      </li>
      <li className={mfa.step}>
        <span className={textOf('semibold')}>
          <Trans>3. Enter the code the app shows</Trans>
        </span>
        <MfaCodeStep
          step="setup"
          session={setup.session}
          submitLabel={t`Verify and turn on`}
          onRestart={onRestart}
          restartLabel={restartLabel}
        />
      </li>
    </ol>
  );
}
