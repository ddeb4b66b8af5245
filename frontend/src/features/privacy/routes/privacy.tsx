import type { AccountDeletion, ConsentRecord, DataExport, PrivacyOverview } from '@academy/shared';
import { PRIVACY_LIMITS } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DownloadIcon, TrashIcon } from '../../../components/icons/icons';
import { Alert, Badge, Button, Card, CardHeader, Checkbox, PasswordField } from '../../../components/ui';
import { ItemList, ListRow, MetaItem, Page, PageHeader, PageLoading } from '../../../components/ui/kit';
import { layoutOf } from '../../../components/ui/kit-layout';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { Note } from '../../../components/ui/kit-note';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { formatBytes, formatDate, formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useCancelDeletion,
  useDownloadExport,
  usePrivacy,
  useRequestDeletion,
  useRequestExport,
  useSetConsents,
} from '../api/privacy';
import { consentKindLabel, exportStatusBadge } from '../components/labels';

/**
 * The Privacy page (issue 41), every role: the consents on record and the optional one to give or withdraw, the
 * export of one's data, and the deletion of the account (7 days' cooling-off, cancellable).
 */
export default function PrivacyPage() {
  const { t } = useLingui();
  usePageTitle(t`Privacy`);
  const privacy = usePrivacy();

  return (
    <Page width="narrow" className={layoutOf('stack', 6)}>
      <PageHeader
        title={t`Privacy`}
        lead={t`What you agreed to, a copy of your data, and the deletion of your account.`}
      />
      {privacy.isPending ? (
        <PageLoading label={t`Loading your privacy settings`} />
      ) : privacy.isError ? (
        <LoadFailed
          title={t`Your privacy settings could not be loaded`}
          error={privacy.error}
          onRetry={() => void privacy.refetch()}
        />
      ) : (
        <>
          <ConsentsSection overview={privacy.data} />
          <ExportsSection exports={privacy.data.exports} />
          <DeletionSection deletion={privacy.data.deletion} />
        </>
      )}
    </Page>
  );
}

function ConsentsSection({ overview }: { overview: PrivacyOverview }) {
  const { t } = useLingui();
  const setConsents = useSetConsents();
  const { privacy, consents } = overview;
  const agreed = consents.find((c) => c.kind === 'notice' && c.granted);
  const version = privacy.noticeVersion ?? '';
  const when = agreed ? formatDateTime(agreed.at) : '';

  return (
    <Section id="consents" title={t`Consents`}>
      {privacy.noticeVersion ? (
        <p>
          {agreed ? (
            <Trans>
              You agreed to privacy notice version {version} on {when}.
            </Trans>
          ) : (
            <Trans>You agreed to privacy notice version {version}.</Trans>
          )}
        </p>
      ) : (
        <p>
          <Trans>You have not agreed to a privacy notice yet.</Trans>
        </p>
      )}
      <div className={layoutOf('stack', 2)}>
        <Checkbox
          label={t`Use my watch time to improve my learning figures and the course (optional)`}
          checked={privacy.watchAnalytics}
          disabled={privacy.minor || setConsents.isPending}
          onChange={(event) => setConsents.mutate(event.currentTarget.checked)}
        />
        {privacy.minor ? (
          <Note>
            <Trans>Watch-time analytics are off for under-18s.</Trans>
          </Note>
        ) : (
          <Note>
            <Trans>
              Off: we keep only what your course needs (what you completed and where to resume). A change
              counts from your next action.
            </Trans>
          </Note>
        )}
        {setConsents.isError && (
          <Alert tone="error">{messageOf(setConsents.error, t`Your choice could not be saved.`)}</Alert>
        )}
      </div>
      <h3 className={textOf('base', 'semibold')}>
        <Trans>Consent history</Trans>
      </h3>
      {consents.length === 0 ? (
        <Note>
          <Trans>Nothing on record yet.</Trans>
        </Note>
      ) : (
        <ItemList>
          {consents.map((record, index) => (
            <ConsentRow
              key={`${record.at}#${record.kind}#${record.granted}`}
              record={record}
              titleId={`consent-${index}`}
            />
          ))}
        </ItemList>
      )}
    </Section>
  );
}

function ConsentRow({ record, titleId }: { record: ConsentRecord; titleId: string }) {
  const { i18n } = useLingui();
  const label = consentKindLabel[record.kind];
  const version = record.noticeVersion;
  const guardian = record.guardianEmail ?? '';
  return (
    <ListRow
      titleId={titleId}
      title={i18n._(record.granted ? label.granted : label.withdrawn)}
      facts={
        <>
          <MetaItem>
            <time dateTime={record.at}>{formatDateTime(record.at)}</time>
          </MetaItem>
          {version && (
            <MetaItem>
              <Trans>Version {version}</Trans>
            </MetaItem>
          )}
          <MetaItem>
            {record.by === 'guardian' ? (
              guardian ? (
                <Trans>By your parent or guardian ({guardian})</Trans>
              ) : (
                <Trans>By your parent or guardian</Trans>
              )
            ) : (
              <Trans>By you</Trans>
            )}
          </MetaItem>
        </>
      }
    />
  );
}

function ExportsSection({ exports }: { exports: DataExport[] }) {
  const { t } = useLingui();
  const requestExport = useRequestExport();
  const download = useDownloadExport();
  const preparing = exports.some((e) => e.status === 'preparing');

  return (
    <Section
      id="exports"
      title={t`Your data`}
      description={t`Download a copy of everything we hold about you: profile, enrolments, progress, submissions, forum posts, chats, tickets, notifications, payments and invoices (JSON files in a ZIP).`}
      action={
        <Button
          icon={<DownloadIcon />}
          busy={requestExport.isPending}
          busyText={t`Asking...`}
          disabled={preparing}
          onClick={() => requestExport.mutate()}
        >
          <Trans>Export my data</Trans>
        </Button>
      }
    >
      {requestExport.isSuccess && (
        <Alert tone="success">
          <Trans>We're preparing your archive. We'll notify you when it's ready.</Trans>
        </Alert>
      )}
      {requestExport.isError && (
        <Alert tone="error">
          {messageOf(requestExport.error, t`Your export could not be requested. Please try again.`)}
        </Alert>
      )}
      {download.isError && (
        <Alert tone="error">
          {messageOf(download.error, t`The download link could not be made. Please try again.`)}
        </Alert>
      )}
      {exports.length === 0 ? (
        <Note>
          <Trans>No exports yet.</Trans>
        </Note>
      ) : (
        <ItemList aria-label={t`Your exports`}>
          {exports.map((item) => (
            <ExportRow
              key={item.id}
              item={item}
              downloading={download.isPending && download.variables === item.id}
              onDownload={() => download.mutate(item.id)}
            />
          ))}
        </ItemList>
      )}
    </Section>
  );
}

function ExportRow({
  item,
  downloading,
  onDownload,
}: {
  item: DataExport;
  downloading: boolean;
  onDownload: () => void;
}) {
  const { t, i18n } = useLingui();
  const badge = exportStatusBadge[item.status];
  const requested = formatDateTime(item.requestedAt);
  const until = item.expiresAt ? formatDateTime(item.expiresAt) : '';
  const size = item.bytes !== undefined ? formatBytes(item.bytes) : '';
  return (
    <ListRow
      titleId={`export-${item.id}`}
      title={<Trans>Requested {requested}</Trans>}
      badge={<Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>}
      facts={
        <>
          {size && <MetaItem>{size}</MetaItem>}
          {item.status === 'ready' && until && (
            <MetaItem>
              <Trans>Available until {until}</Trans>
            </MetaItem>
          )}
          {item.status === 'preparing' && (
            <MetaItem>
              <Trans>This page checks every few seconds.</Trans>
            </MetaItem>
          )}
        </>
      }
      actions={
        item.status === 'ready' && (
          <Button
            variant="secondary"
            size="sm"
            icon={<DownloadIcon />}
            busy={downloading}
            busyText={t`Opening...`}
            onClick={onDownload}
          >
            <Trans>Download</Trans>
          </Button>
        )
      }
    />
  );
}

function DeletionSection({ deletion }: { deletion: AccountDeletion | null }) {
  const { t } = useLingui();
  const days = PRIVACY_LIMITS.deletionCoolingOffDays;
  const requestDeletion = useRequestDeletion();
  const cancelDeletion = useCancelDeletion();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const scheduled = deletion?.status === 'scheduled' || deletion?.status === 'erasing';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    requestDeletion.mutate(password, { onSuccess: () => setPassword('') });
  };

  if (scheduled && deletion) {
    const on = formatDate(deletion.eraseAfter);
    return (
      <Section id="deletion" title={t`Delete my account`}>
        <Alert tone="warning" title={t`Your account will be deleted on ${on}`}>
          <Trans>Until then you can use the academy as before, and cancel at any time.</Trans>
        </Alert>
        {deletion.status === 'scheduled' && (
          <div className={layoutOf('row', 3)}>
            <Button
              variant="secondary"
              busy={cancelDeletion.isPending}
              busyText={t`Cancelling...`}
              onClick={() => cancelDeletion.mutate()}
            >
              <Trans>Cancel deletion</Trans>
            </Button>
          </div>
        )}
        {cancelDeletion.isError && (
          <Alert tone="error">
            {messageOf(cancelDeletion.error, t`The deletion could not be cancelled. Please try again.`)}
          </Alert>
        )}
      </Section>
    );
  }

  return (
    <Section
      id="deletion"
      title={t`Delete my account`}
      description={t`Your account is deleted ${days} days after you ask. Until then you can cancel.`}
    >
      {cancelDeletion.isSuccess && (
        <Alert tone="success">
          <Trans>The deletion is cancelled. Your account stays open.</Trans>
        </Alert>
      )}
      <div className={layoutOf('stack', 2)}>
        <p>
          <Trans>
            We then erase your profile, progress, submissions, certificates, notifications and chat messages,
            and your sign-in.
          </Trans>
        </p>
        <p>
          <Trans>
            We keep your invoices and payment records, as tax law requires, with only what an invoice needs.
            Your forum posts stay, shown as written by "Deleted user".
          </Trans>
        </p>
      </div>
      <form className={layoutOf('stack', 4)} onSubmit={onSubmit} noValidate>
        {requestDeletion.isError && (
          <Alert tone="error">
            {messageOf(requestDeletion.error, t`Your account could not be scheduled for deletion.`)}
          </Alert>
        )}
        <PasswordField
          label={t`Your password`}
          autoComplete="current-password"
          hint={t`To make sure it is you.`}
          error={missing ? t`Password is required` : undefined}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <div className={layoutOf('row', 3)}>
          <Button
            type="submit"
            variant="danger"
            icon={<TrashIcon />}
            busy={requestDeletion.isPending}
            busyText={t`Scheduling...`}
          >
            <Trans>Delete my account</Trans>
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** One part of the page: a card named by its heading, its parts a column apart. */
function Section({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <CardHeader title={<span id={`${id}-title`}>{title}</span>} description={description} action={action} />
      <div className={layoutOf('stack', 4)}>{children}</div>
    </Card>
  );
}
