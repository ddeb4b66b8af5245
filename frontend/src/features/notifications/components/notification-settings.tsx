import {
  EMAIL_LIMITS,
  type EmailDelivery,
  NotificationPreferences,
  type NotificationSettingsResponse,
  type NotificationType,
} from '@academy/shared/features/notifications/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, Card, CardHeader, Checkbox, Spinner } from '../../../components/ui';
import field from '../../../components/ui/field.module.css';
import { Form, FormActions, SaveOutcome, TableHead } from '../../../components/ui/kit';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { Note } from '../../../components/ui/kit-note';
import replyBox from '../../../components/ui/kit-reply-box.module.css';
import { textOf } from '../../../components/ui/site-text';
import { formatDate } from '../../../lib/format';
import { localisedResolver } from '../../../lib/server-messages';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { notificationTypeLabel } from '../lib/target';
import styles from './notification-settings.module.css';

/** The section's id: mails link to `/profile#notification-settings`. */
export const NOTIFICATION_SETTINGS_ID = 'notification-settings';

/** The rows, most pressing first: reminders and coursework, then messages, then receipts, then the forums. */
const typeOrder: readonly NotificationType[] = [
  'live-session',
  'assignment',
  'chat',
  'support',
  'enrollment',
  'forum',
  'discussion',
  'account',
];

const digestHour = `${String(EMAIL_LIMITS.digestHourIst).padStart(2, '0')}:00 IST`;

/**
 * The profile's Notification settings (issue 37), for every role: each type in the app and by e-mail, the daily
 * digest, and a warning when mail to the address bounced or was reported as spam. Lazily loaded
 * (features/notifications/index.ts); scrolls itself into view when the address asks for it, as mails do.
 */
export default function NotificationSettingsSection() {
  const { t } = useLingui();
  const settings = useNotificationSettings();
  const titleId = useId();
  const { hash } = useLocation();
  const settled = !settings.isPending;

  // The section arrives after the page (its own chunk and data): the browser's own jump to the hash missed it.
  useEffect(() => {
    if (settled && hash === `#${NOTIFICATION_SETTINGS_ID}`)
      document.getElementById(NOTIFICATION_SETTINGS_ID)?.scrollIntoView({ block: 'start' });
  }, [settled, hash]);

  return (
    <Card as="section" id={NOTIFICATION_SETTINGS_ID} aria-labelledby={titleId} className={styles.section}>
      <CardHeader
        title={
          <span id={titleId}>
            <Trans>Notification settings</Trans>
          </span>
        }
        description={t`Choose what reaches you in the app (the bell) and what we also send by e-mail.`}
      />
      {settings.isPending ? (
        <Spinner label={t`Loading notification settings`} />
      ) : settings.isError ? (
        <LoadFailed
          title={t`Your notification settings could not be loaded`}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <NotificationSettingsForm settings={settings.data} />
      )}
    </Card>
  );
}

/** When mail stopped reaching the address: what happened, since when, and what to do. */
export function DeliveryWarning({ email }: { email: EmailDelivery }) {
  const { t } = useLingui();
  if (email.status === 'ok') return null;
  const when = email.since ? formatDate(email.since) : '';
  const address = email.address;
  const bounced = email.status === 'bounced';
  return (
    <Alert tone="warning" title={t`We have stopped e-mailing you`}>
      <p>
        {bounced ? (
          when ? (
            <Trans>
              Mail to <strong className={textOf('wrap')}>{address}</strong> bounced on{' '}
              <time dateTime={email.since}>{when}</time>, so nothing is sent there, whatever you choose below.
              Notifications in the app carry on. If the address is wrong or the mailbox was full,{' '}
              <Link to="/support-tickets">ask support</Link> to check it.
            </Trans>
          ) : (
            <Trans>
              Mail to <strong className={textOf('wrap')}>{address}</strong> bounced, so nothing is sent there,
              whatever you choose below. Notifications in the app carry on. If the address is wrong or the
              mailbox was full, <Link to="/support-tickets">ask support</Link> to check it.
            </Trans>
          )
        ) : when ? (
          <Trans>
            A mail to <strong className={textOf('wrap')}>{address}</strong> was reported as spam on{' '}
            <time dateTime={email.since}>{when}</time>, so nothing is sent there, whatever you choose below.
            Notifications in the app carry on. If that was a mistake,{' '}
            <Link to="/support-tickets">ask support</Link> to turn e-mail back on.
          </Trans>
        ) : (
          <Trans>
            A mail to <strong className={textOf('wrap')}>{address}</strong> was reported as spam, so nothing
            is sent there, whatever you choose below. Notifications in the app carry on. If that was a
            mistake, <Link to="/support-tickets">ask support</Link> to turn e-mail back on.
          </Trans>
        )}
      </p>
    </Alert>
  );
}

/** The form: a row per type with its two channels, the digest, and Save with its saving, saved and failed states. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettingsResponse }) {
  const { t } = useLingui();
  const save = useUpdateNotificationSettings();
  const digestHintId = useId();
  const { register, handleSubmit, reset } = useForm({
    resolver: localisedResolver(NotificationPreferences),
    defaultValues: settings.preferences,
  });

  const onSubmit = handleSubmit((preferences) =>
    save.mutate(preferences, { onSuccess: (saved) => reset(saved.preferences) }),
  );

  return (
    <Form
      busy={save.isPending}
      onSubmit={onSubmit}
      // A change after a save (or a failure) is a new edit: the old outcome no longer describes the form.
      onChange={() => !save.isIdle && !save.isPending && save.reset()}
      aria-label={t`Notification settings`}
      intro={<DeliveryWarning email={settings.email} />}
      after={
        <>
          <SaveOutcome
            save={save}
            saved={t`Your notification settings have been saved.`}
            failed={t`Your notification settings could not be saved.`}
            fallback={t`Please check your connection and try again.`}
          />
          <FormActions>
            <Button type="submit" busy={save.isPending} busyText={t`Saving...`}>
              <Trans>Save settings</Trans>
            </Button>
          </FormActions>
        </>
      }
    >
      {/* The kit's form turns every field off while saving (one fieldset); each group is a fieldset of its own. */}
      <fieldset className={replyBox.fieldset}>
        <legend className={styles.legend}>
          <Trans>What to tell you about</Trans>
        </legend>
        <table className={styles.table}>
          <TableHead
            columns={[{ label: t`Notification` }, { label: t`In the app` }, { label: t`By e-mail` }]}
          />
          <tbody>
            {typeOrder.map((type) => {
              const label = notificationTypeLabel(type);
              return (
                <tr key={type}>
                  <th scope="row">{label}</th>
                  <td>
                    <input
                      type="checkbox"
                      className={field.checkInput}
                      aria-label={t`${label} in the app`}
                      {...register(`types.${type}.inApp`)}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      className={field.checkInput}
                      aria-label={t`${label} by e-mail`}
                      {...register(`types.${type}.email`)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      <fieldset className={replyBox.fieldset}>
        <legend className={styles.legend}>
          <Trans>E-mail digest</Trans>
        </legend>
        <Checkbox
          label={t`Email me a daily digest instead`}
          aria-describedby={digestHintId}
          {...register('digest')}
        />
        <Note id={digestHintId} className={styles.hint}>
          <Trans>
            One e-mail at {digestHour} with your unread notifications of the last day, in place of an e-mail
            each. Live-session reminders and enrolment receipts still arrive straight away.
          </Trans>
        </Note>
      </fieldset>
    </Form>
  );
}
