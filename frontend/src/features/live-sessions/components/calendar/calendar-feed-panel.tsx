import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, RefreshIcon, TrashIcon } from '../../../../components/icons/icons';
import { Alert, Button, Card, CardHeader, Spinner } from '../../../../components/ui';
import { layoutOf } from '../../../../components/ui/kit-layout';
import { Note } from '../../../../components/ui/kit-note';
import { readOnlyField } from '../../../../components/ui/kit-read-only-field';
import { textOf } from '../../../../components/ui/site-text';
import { messageOf } from '../../../../lib/api-client';
import { currentTag } from '../../../../lib/i18n';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './api';
import styles from './calendar.module.css';
import { webcalUrl } from './download';

type Confirming = 'replace' | 'stop' | null;

/** How long "Copied" shows on the copy button. */
const COPIED_MS = 2000;

/**
 * The student's personal calendar feed: one private address of all their live sessions for Google Calendar,
 * Outlook or Apple Calendar to subscribe to. Show and copy it, create it, replace it (the old address stops
 * working) or stop it, through GET, POST and DELETE /api/calendar/feed.
 */
export function CalendarFeedPanel({ className }: { className?: string }) {
  const { t } = useLingui();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The question replaces the buttons: keyboard and screen reader users land on its answer.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const inputId = useId();
  const hintId = useId();

  const url = feed.data?.url ?? null;
  const createdAt = feed.data?.createdAt;
  const createdOn =
    createdAt && new Intl.DateTimeFormat(currentTag(), { dateStyle: 'medium' }).format(new Date(createdAt));
  const failure = create.error ?? revoke.error;

  const onCreate = (replacing: boolean) => {
    setNotice(null);
    setConfirming(null);
    revoke.reset();
    create.mutate(undefined, {
      onSuccess: () =>
        setNotice(
          replacing
            ? t`New feed address created. The old address no longer works.`
            : t`Feed address created. Add it to your calendar app.`,
        ),
    });
  };

  /** The question replaces the buttons, and the last outcome's message goes. */
  const ask = (what: Exclude<Confirming, null>) => {
    setNotice(null);
    setConfirming(what);
  };

  const onStop = () => {
    setNotice(null);
    setConfirming(null);
    create.reset();
    revoke.mutate(undefined, {
      onSuccess: () => setNotice(t`Calendar feed stopped. The address no longer works.`),
    });
  };

  /** The buttons that change the address, each asking first. */
  const changes = [
    {
      what: 'replace',
      label: t`Replace address`,
      busyText: t`Replacing...`,
      variant: 'secondary',
      Icon: RefreshIcon,
      busy: create,
    },
    {
      what: 'stop',
      label: t`Stop feed`,
      busyText: t`Stopping...`,
      variant: 'ghost',
      Icon: TrashIcon,
      busy: revoke,
    },
  ] as const;

  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      // No clipboard access (an insecure page, a denied permission): select it for Ctrl+C.
      inputRef.current?.select();
    }
  };

  return (
    <Card as="section" aria-label={t`Calendar feed`} className={className}>
      <CardHeader
        title={t`Calendar feed`}
        description={t`Subscribe once in Google Calendar, Outlook or Apple Calendar and all your live sessions appear there, kept up to date.`}
      />

      {feed.isPending ? (
        <div className={styles.loading}>
          <Spinner size="sm" />{' '}
          <span>
            <Trans>Loading your calendar feed...</Trans>
          </span>
        </div>
      ) : feed.isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => feed.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {messageOf(feed.error, t`Could not load your calendar feed.`)}
        </Alert>
      ) : url ? (
        <div className={layoutOf('stack', 4, 'shrink')}>
          <div className={readOnlyField.field}>
            <label htmlFor={inputId} className={readOnlyField.label}>
              <Trans>Feed address</Trans>
            </label>
            <div className={styles.copyRow}>
              <input
                ref={inputRef}
                id={inputId}
                className={`${styles.address} ${textOf('text', 'sm')}`}
                value={url}
                readOnly
                spellCheck={false}
                aria-describedby={hintId}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                size="md"
                variant="primary"
                icon={copied ? <CheckIcon aria-hidden="true" /> : undefined}
                onClick={onCopy}
              >
                {copied ? (
                  <Trans>
                    Copied<span className="sr-only"> feed address</span>
                  </Trans>
                ) : (
                  <Trans>
                    Copy<span className="sr-only"> feed address</span>
                  </Trans>
                )}
              </Button>
            </div>
            <Note id={hintId}>
              <Trans>Anyone with this address can see your sessions: keep it private.</Trans>
              {createdOn && ' '}
              {createdOn && <Trans>Created {createdOn}.</Trans>}
            </Note>
          </div>
          <span className="sr-only" role="status">
            {copied ? t`Feed address copied.` : ''}
          </span>

          {confirming ? (
            <div className={styles.confirm}>
              <p>
                {confirming === 'replace'
                  ? t`Replace the address? Calendars subscribed to the old one stop updating.`
                  : t`Stop the feed? Calendars subscribed to it stop updating.`}
              </p>
              <div className={layoutOf('row', 2)}>
                <Button
                  ref={confirmRef}
                  size="sm"
                  variant={confirming === 'stop' ? 'danger' : 'primary'}
                  busy={create.isPending || revoke.isPending}
                  onClick={() => (confirming === 'replace' ? onCreate(true) : onStop())}
                >
                  {confirming === 'replace' ? t`Replace address` : t`Stop feed`}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <div className={layoutOf('row', 2)}>
              <a
                className={`${styles.subscribe} ${textOf('sm', 'semibold', 'primary')}`}
                href={webcalUrl(url)}
              >
                <Trans>Open in calendar app</Trans>
              </a>
              {changes.map(({ what, label, busyText, variant, Icon, busy }) => (
                <Button
                  key={what}
                  size="sm"
                  variant={variant}
                  icon={<Icon aria-hidden="true" />}
                  busy={busy.isPending}
                  busyText={busyText}
                  onClick={() => ask(what)}
                >
                  {label}
                </Button>
              ))}
            </div>
          )}
        </div>
      ) : (
        <div className={layoutOf('stack', 4, 'shrink')}>
          <Note>
            <Trans>
              You have no calendar feed. Create a private address to subscribe to from your calendar app.
            </Trans>
          </Note>
          <div className={layoutOf('row', 2)}>
            <Button
              size="md"
              busy={create.isPending}
              busyText={t`Creating...`}
              onClick={() => onCreate(false)}
            >
              <Trans>Create feed address</Trans>
            </Button>
          </div>
        </div>
      )}

      {(failure || notice) && (
        <Alert
          key={failure ? 'failure' : 'notice'}
          tone={failure ? 'error' : 'success'}
          className={styles.message}
        >
          {failure ? messageOf(failure, t`Failed to update your calendar feed.`) : notice}
        </Alert>
      )}
    </Card>
  );
}
