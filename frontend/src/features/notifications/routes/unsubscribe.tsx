import type { NotificationType } from '@academy/shared/features/notifications/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MailIcon } from '../../../components/icons/icons';
import { Alert, Button, Card, Spinner } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { isRefusal } from '../../../components/ui/kit-load-failed';
import { Note } from '../../../components/ui/kit-note';
import { IconBadge } from '../../../components/ui/site-icon-badge';
import siteMessage from '../../../components/ui/site-message.module.css';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResubscribeEmail, useUnsubscribeEmail } from '../api/email-subscription';
import styles from '../components/unsubscribe.module.css';
import { notificationTypeLabel } from '../lib/target';

const SETTINGS_PATH = '/profile#notification-settings';

/** "Live session notifications": the type as the profile's settings name it, as a thing one gets e-mails about. */
function About({ type }: { type: NotificationType }) {
  const label = notificationTypeLabel(type);
  return (
    <Trans>
      <strong>{label}</strong> notifications
    </Trans>
  );
}

/**
 * A mail's unsubscribe link (issue 37), public: the page POSTs the token once on load (a mail scanner that only
 * GETs the link changes nothing), says which e-mails stopped, and offers Undo (resubscribe) and the settings.
 * A link without a token is refused here, without asking the API.
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  const NO_CONNECTION = t`We could not reach the academy. Please check your connection and try again.`;
  usePageTitle(t`Unsubscribe`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAuth().status === 'signed-in';
  const unsubscribe = useUnsubscribeEmail();
  const resubscribe = useResubscribeEmail();
  const { mutate } = unsubscribe;
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [token, mutate]);

  const done = unsubscribe.data;
  const failed = !token || unsubscribe.isError;
  const heading = failed
    ? t`This link did not work`
    : !done
      ? t`Unsubscribing`
      : resubscribe.isSuccess
        ? t`You are subscribed again`
        : t`You are unsubscribed`;

  return (
    <div className={`container ${siteMessage.message}`}>
      <Card padding="lg" className={`${layoutOf('stack', 4)} ${styles.card}`}>
        <div className={`${layoutOf('row')} ${styles.centred}`}>
          <IconBadge tone={failed ? 'amber' : 'blue'}>
            <MailIcon />
          </IconBadge>
        </div>
        <h1 className={textOf('2xl')}>{heading}</h1>
        <div aria-live="polite" className={textOf('wrap')}>
          {!token ? (
            <p>
              <Trans>
                This unsubscribe link is incomplete. Open it again from the e-mail, or copy the whole address
                into your browser.
              </Trans>
            </p>
          ) : unsubscribe.isError ? (
            <p>{messageOf(unsubscribe.error, NO_CONNECTION)}</p>
          ) : !done ? (
            <Spinner label={t`Turning these e-mails off`} />
          ) : resubscribe.isSuccess ? (
            <p>
              <Trans>
                E-mails about <About type={done.type} /> are on again.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>
                You will no longer get e-mails about <About type={done.type} />. Your other e-mails and the
                notifications in the app are not affected.
              </Trans>
            </p>
          )}
          {resubscribe.isError && (
            <Alert tone="error" title={t`Your e-mails could not be turned back on.`}>
              {messageOf(resubscribe.error, NO_CONNECTION)}
            </Alert>
          )}
        </div>
        {(done && !resubscribe.isSuccess) || (unsubscribe.isError && !isRefusal(unsubscribe.error)) ? (
          <div className={`${layoutOf('row', 3)} ${styles.centred}`}>
            {done ? (
              <Button
                variant="secondary"
                busy={resubscribe.isPending}
                busyText={t`Undoing...`}
                onClick={() => resubscribe.mutate(token)}
              >
                <Trans>Undo</Trans>
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => mutate(token)}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </div>
        ) : null}
        <Note>
          {signedIn ? (
            <Trans>
              To choose which notifications reach you, and how, open your{' '}
              <Link to={SETTINGS_PATH}>notification settings</Link>.
            </Trans>
          ) : (
            <Trans>
              To choose which notifications reach you, and how, open your{' '}
              <Link to={SETTINGS_PATH}>notification settings</Link> (you will be asked to sign in).
            </Trans>
          )}
        </Note>
      </Card>
    </div>
  );
}
