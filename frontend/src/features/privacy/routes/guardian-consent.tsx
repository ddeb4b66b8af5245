import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ShieldIcon } from '../../../components/icons/icons';
import { Alert, Button, Card, Checkbox, Select, Spinner } from '../../../components/ui';
import { Page } from '../../../components/ui/kit';
import { layoutOf } from '../../../components/ui/kit-layout';
import { IconBadge } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmGuardianConsent, useGuardianRequest } from '../api/guardian';
import { PrivacyNotice } from '../components/privacy-notice';

type Relationship = 'parent' | 'guardian';

/**
 * A parent's or guardian's consent link (issue 41), public: the child's name and what they agree to (the
 * privacy notice), who they are to the child, "I consent", then Confirm; the child may then sign in. A link
 * that is incomplete, expired or not ours shows why.
 */
export default function GuardianConsentPage() {
  const { t } = useLingui();
  usePageTitle(t`Parent's or guardian's consent`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const request = useGuardianRequest(token);
  const confirm = useConfirmGuardianConsent();
  const [relationship, setRelationship] = useState<Relationship | ''>('');
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const NO_CONNECTION = t`We could not reach the academy. Please check your connection and try again.`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!relationship || !consent) return;
    confirm.mutate({ token, relationship, consent: true });
  };

  const done = confirm.data ?? (request.data?.status === 'confirmed' ? request.data : undefined);
  const childName = (done ?? request.data)?.childName ?? '';

  return (
    <Page width="narrow">
      <Card padding="lg" className={layoutOf('stack', 5)}>
        <div className={layoutOf('row', 3)}>
          <IconBadge tone="indigo">
            <ShieldIcon />
          </IconBadge>
          <h1 className={textOf('2xl')}>
            <Trans>Parent's or guardian's consent</Trans>
          </h1>
        </div>
        {!token ? (
          <Alert tone="error" title={t`This link did not work`}>
            <Trans>
              This consent link is incomplete. Open it again from the email, or copy the whole address into
              your browser.
            </Trans>
          </Alert>
        ) : request.isPending ? (
          <Spinner label={t`Checking the link`} />
        ) : request.isError ? (
          <Alert tone="error" title={t`This link did not work`}>
            {messageOf(request.error, NO_CONNECTION)}
          </Alert>
        ) : done ? (
          <Alert tone="success" title={t`Thank you. ${childName} can now sign in.`}>
            <Trans>
              Your consent is on record. You can withdraw it, or ask us to delete the account, by writing to
              our Grievance Officer.
            </Trans>
          </Alert>
        ) : (
          <GuardianForm
            childName={childName}
            expiresAt={request.data.expiresAt}
            relationship={relationship}
            onRelationship={setRelationship}
            consent={consent}
            onConsent={setConsent}
            tried={tried}
            busy={confirm.isPending}
            error={confirm.isError ? messageOf(confirm.error, NO_CONNECTION) : undefined}
            onSubmit={onSubmit}
          />
        )}
        <p className={textOf('sm', 'muted')}>
          <Trans>
            Questions? Read our <Link to="/privacy">privacy policy</Link>.
          </Trans>
        </p>
      </Card>
    </Page>
  );
}

function GuardianForm({
  childName,
  expiresAt,
  relationship,
  onRelationship,
  consent,
  onConsent,
  tried,
  busy,
  error,
  onSubmit,
}: {
  childName: string;
  expiresAt: string;
  relationship: Relationship | '';
  onRelationship: (value: Relationship | '') => void;
  consent: boolean;
  onConsent: (value: boolean) => void;
  tried: boolean;
  busy: boolean;
  error: string | undefined;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useLingui();
  const until = formatDate(expiresAt);
  return (
    <form className={layoutOf('stack', 5)} onSubmit={onSubmit} noValidate>
      <p>
        <Trans>
          <strong>{childName}</strong> has registered with the academy and told us they are under 18. Indian
          law asks a parent or guardian to agree before we use their personal data. Please read what we do
          with it, then confirm.
        </Trans>
      </p>
      <PrivacyNotice level={2} id="privacy-notice" />
      <Select
        label={t`Your relationship to ${childName}`}
        value={relationship}
        onChange={(event) => onRelationship(event.currentTarget.value as Relationship | '')}
        error={tried && !relationship ? t`Please choose parent or guardian` : undefined}
        options={[
          { value: '', label: t`Choose…` },
          { value: 'parent', label: t`Parent` },
          { value: 'guardian', label: t`Legal guardian` },
        ]}
      />
      <Checkbox
        label={t`I consent to the academy using ${childName}'s personal data as this notice describes`}
        checked={consent}
        onChange={(event) => onConsent(event.currentTarget.checked)}
        error={tried && !consent ? t`Please confirm that you consent` : undefined}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className={layoutOf('row', 3)}>
        <Button type="submit" busy={busy} busyText={t`Confirming...`}>
          <Trans>Confirm</Trans>
        </Button>
      </div>
      <p className={textOf('sm', 'muted')}>
        <Trans>This link works until {until}.</Trans>
      </p>
    </form>
  );
}
