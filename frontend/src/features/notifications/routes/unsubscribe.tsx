import type { NotificationType } from '@academy/shared/features/notifications/schemas';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MailIcon } from '../../../components/icons/icons';
import { Alert, Button, Card, Spinner } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { isRefusal } from '../../../components/ui/kit-load-failed';
import { Note } from '../../../components/ui/kit-note';
import { IconBadge } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResubscribeEmail, useUnsubscribeEmail } from '../api/email-subscription';
import styles from '../components/unsubscribe.module.css';
import { notificationTypeLabel } from '../lib/target';

const SETTINGS_PATH = '/profile#notification-settings';
const NO_CONNECTION = 'We could not reach the academy. Please check your connection and try again.';

/** "Live session notifications": the type as the profile's settings name it, as a thing one gets e-mails about. */
const about = (type: NotificationType) => (
  <>
    <strong>{notificationTypeLabel(type)}</strong> notifications
  </>
);

/**
 * A mail's unsubscribe link (issue 37), public: the page POSTs the token once on load (a mail scanner that only
 * GETs the link changes nothing), says which e-mails stopped, and offers Undo (resubscribe) and the settings.
 * A link without a token is refused here, without asking the API.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
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
    ? 'This link did not work'
    : !done
      ? 'Unsubscribing'
      : resubscribe.isSuccess
        ? 'You are subscribed again'
        : 'You are unsubscribed';

  return (
    <div className={`container ${styles.page}`}>
      <Card padding="lg" className={`${layoutOf('stack', 4)} ${styles.card}`}>
        <div className={`${layoutOf('row')} ${styles.centred}`}>
          <IconBadge tone={failed ? 'amber' : 'blue'}>
            <MailIcon />
          </IconBadge>
        </div>
        <h1 className={textOf('2xl')}>{heading}</h1>
        <div aria-live="polite" className={styles.status}>
          {!token ? (
            <p>
              This unsubscribe link is incomplete. Open it again from the e-mail, or copy the whole address
              into your browser.
            </p>
          ) : unsubscribe.isError ? (
            <p>{messageOf(unsubscribe.error, NO_CONNECTION)}</p>
          ) : !done ? (
            <Spinner label="Turning these e-mails off" />
          ) : resubscribe.isSuccess ? (
            <p>E-mails about {about(done.type)} are on again.</p>
          ) : (
            <p>
              You will no longer get e-mails about {about(done.type)}. Your other e-mails and the
              notifications in the app are not affected.
            </p>
          )}
          {resubscribe.isError && (
            <Alert tone="error" title="Your e-mails could not be turned back on.">
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
                busyText="Undoing..."
                onClick={() => resubscribe.mutate(token)}
              >
                Undo
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => mutate(token)}>
                Try again
              </Button>
            )}
          </div>
        ) : null}
        <Note>
          To choose which notifications reach you, and how, open your{' '}
          <Link to={SETTINGS_PATH}>notification settings</Link>
          {signedIn ? '.' : ' (you will be asked to sign in).'}
        </Note>
      </Card>
    </div>
  );
}
