import { PRIVACY_NOTICE_VERSION, type UserPrivacy } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Checkbox } from '../../../components/ui';
import { Page } from '../../../components/ui/kit';
import { layoutOf } from '../../../components/ui/kit-layout';
import { Note } from '../../../components/ui/kit-note';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcceptNotice } from '../api/privacy';
import { PrivacyNotice } from './privacy-notice';

/**
 * Asked before anything else when the signed-in person has not agreed to the current privacy notice (a new
 * version, or an account from before it): the notice, the required agreement and the optional consent again.
 * Once agreed, the signed-in user's privacy changes and the app frame shows the page they were going to.
 */
export function ConsentGate({ privacy, onSignOut }: { privacy: UserPrivacy; onSignOut: () => void }) {
  const { t } = useLingui();
  usePageTitle(t`Privacy notice`);
  const accept = useAcceptNotice();
  const [agreed, setAgreed] = useState(false);
  const [watchAnalytics, setWatchAnalytics] = useState(false);
  const [tried, setTried] = useState(false);
  const changed = privacy.noticeVersion !== undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!agreed) return;
    accept.mutate({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      watchAnalytics: !privacy.minor && watchAnalytics,
    });
  };

  return (
    <Page width="narrow">
      <Card padding="lg">
        <form onSubmit={onSubmit} noValidate className={layoutOf('stack', 5)}>
          <div className={layoutOf('stack', 2)}>
            <h1 className={textOf('2xl')}>
              {changed ? (
                <Trans>Our privacy notice has changed</Trans>
              ) : (
                <Trans>Please read our privacy notice</Trans>
              )}
            </h1>
            <p className={textOf('muted')}>
              <Trans>Please read it and agree before you continue.</Trans>
            </p>
          </div>
          <PrivacyNotice level={2} id="privacy-notice" />
          <Checkbox
            label={t`I have read and agree to the privacy notice`}
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
            error={tried && !agreed ? t`Please read and agree to the privacy notice to continue` : undefined}
          />
          {privacy.minor ? (
            <Note>
              <Trans>Watch-time analytics are off for under-18s.</Trans>
            </Note>
          ) : (
            <Checkbox
              label={t`Use my watch time to improve my learning figures and the course (optional)`}
              checked={watchAnalytics}
              onChange={(event) => setWatchAnalytics(event.currentTarget.checked)}
            />
          )}
          {accept.isError && (
            <Alert tone="error">
              {messageOf(accept.error, t`Your answer could not be saved. Please try again.`)}
            </Alert>
          )}
          <div className={layoutOf('row', 3)}>
            <Button type="submit" busy={accept.isPending} busyText={t`Saving...`}>
              <Trans>Agree and continue</Trans>
            </Button>
            <Button variant="ghost" onClick={onSignOut}>
              <Trans>Sign out</Trans>
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
