import { LIVE_SESSION_LIMITS, type LiveSession } from '@academy/shared/features/live-sessions/schemas';
import { useLingui } from '@lingui/react/macro';
import { TextArea, TextField } from '../../../components/ui';
import { wideField } from '../../../components/ui/kit';
import { applyServerIssues, ItemFormModal, LocalDateTimeField } from '../../../components/ui/kit-item-form';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { messageOf } from '../../../lib/api-client';
import { useCreateSession } from '../api/create-session';
import { useUpdateSession } from '../api/update-session';
import { changedFields, SessionForm, sessionDraft, sessionFormValuesOf } from '../lib/session-form';

interface SessionFormModalProps {
  courseId: string;
  courseTitle: string;
  /** The session being edited; none for a new one. */
  session?: LiveSession;
  onClose: () => void;
  onSaved: (session: LiveSession) => void;
}

const formFields = ['title', 'description', 'scheduledAt', 'duration', 'meetingLink'];

/**
 * Schedule or change a session (spec part 2 §5, §8): Title, Scheduled date and time, Duration (at least 5
 * minutes, 60 by default), Meeting link (an https URL) and an optional Description. The submit label is Create
 * or Update; a refusal shows 'Failed to save session.' with the server's reason next to its field.
 * Render it only while open: each opening starts from the session (or the draft) afresh.
 */
export function SessionFormModal({
  courseId,
  courseTitle,
  session,
  onClose,
  onSaved,
}: SessionFormModalProps) {
  const { t } = useLingui();
  const create = useCreateSession();
  const minDuration = LIVE_SESSION_LIMITS.minDuration;
  const update = useUpdateSession();
  const save = session ? update : create;
  const { handleSubmit, setError, field } = useSchemaForm(
    SessionForm,
    session ? sessionFormValuesOf(session) : sessionDraft(),
  );

  const onError = (error: unknown) => applyServerIssues(error, setError, formFields);
  const submit = handleSubmit((form) => {
    if (session) {
      const body = changedFields(session, form);
      if (!body) {
        onSaved(session);
        return;
      }
      update.mutate({ id: session.id, body }, { onSuccess: (data) => onSaved(data.session), onError });
    } else {
      create.mutate({ courseId, body: form }, { onSuccess: (data) => onSaved(data.session), onError });
    }
  });

  return (
    <ItemFormModal
      noun="session"
      item={session}
      newDescription={t`Schedule a live session for ${courseTitle}.`}
      title={field('title')}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      error={save.isError && messageOf(save.error, t`Please try again.`)}
    >
      <LocalDateTimeField label={t`Scheduled date and time`} {...field('scheduledAt')} />
      <TextField
        label={t`Duration (minutes)`}
        type="number"
        inputMode="numeric"
        min={LIVE_SESSION_LIMITS.minDuration}
        max={LIVE_SESSION_LIMITS.maxDuration}
        step={5}
        hint={t`At least ${minDuration} minutes.`}
        {...field('duration', { valueAsNumber: true })}
      />
      <TextField
        label={t`Meeting link`}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://meet.example.com/abc-defg"
        className={wideField}
        {...field('meetingLink')}
      />
      <TextArea label={t`Description`} optional rows={3} className={wideField} {...field('description')} />
    </ItemFormModal>
  );
}
