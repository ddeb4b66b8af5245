import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { GitHubIcon, GoogleIcon, LinkedInIcon } from '../../../components/icons/icons';
import kit from '../../../components/ui/public-blocks.module.css';
import layout from '../../../components/ui/site-layout.module.css';
import { textOf } from '../../../components/ui/site-text';
import styles from './social-sign-in.module.css';

const providers = [
  { name: 'Google', Icon: GoogleIcon },
  { name: 'GitHub', Icon: GitHubIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
] as const;

/**
 * Social sign-in buttons. The spec shows them without an action, so they are visibly disabled and
 * say why, rather than doing nothing when pressed.
 */
export function SocialSignIn() {
  const noteId = useId();
  const { t } = useLingui();
  return (
    <div className={layout.stack}>
      <div className={`${kit.person} ${styles.divider} ${textOf('sm', 'subtle')}`}>
        <span>
          <Trans>or continue with</Trans>
        </span>
      </div>
      <div className={styles.buttons}>
        {providers.map(({ name, Icon }) => (
          <button
            key={name}
            type="button"
            className={styles.button}
            disabled
            aria-label={t`Sign in with ${name}`}
            aria-describedby={noteId}
            title={t`Sign in with ${name} (coming soon)`}
          >
            <Icon />
          </button>
        ))}
      </div>
      <p id={noteId} className={`${textOf('sm', 'muted')} ${styles.note}`}>
        <Trans>Social sign-in is coming soon.</Trans>
      </p>
    </div>
  );
}
