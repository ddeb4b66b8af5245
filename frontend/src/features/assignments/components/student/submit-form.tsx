import { ASSIGNMENT_LIMITS, type Assignment } from '@academy/shared/features/assignments/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert, Button, TextArea } from '../../../../components/ui';
import { Note } from '../../../../components/ui/kit-note';
import { ReplyActions } from '../../../../components/ui/kit-reply-box';
import { messageOf } from '../../../../lib/api-client';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { useSubmitAssignment } from '../../api/submit-assignment';
import { maySubmit } from '../../lib/student-assignments';
import { AttachFile, fileChangeOf, useAttachFile } from './attach-file';
import { SendIcon } from './icons';
import styles from './student-assignments.module.css';

interface SubmitFormProps {
  assignment: Assignment;
  /** Called after the server took the work: `updated` when it replaced an earlier submission. */
  onSubmitted: (updated: boolean) => void;
}

/**
 * The submit box of one assignment (spec part 2: text; the button is disabled while it is blank), with one
 * optional file (the spec's Submission fileUrl) sent straight to storage with a progress bar. Before a grade the
 * student may replace their work: the box then holds what they sent, with Update submission, and the file may be
 * replaced or removed.
 */
export function SubmitForm({ assignment, onSubmitted }: SubmitFormProps) {
  const { t } = useLingui();
  const submitted = assignment.submission ?? null;
  const title = assignment.title;
  const [draft, setDraft] = useState(submitted?.content ?? '');
  const submit = useSubmitAssignment();
  const attach = useAttachFile(assignment.id);
  const file = fileChangeOf(attach.state, submitted);
  const enabled = !attach.busy && maySubmit(draft, submitted?.content, file !== undefined);
  const fieldLabel = submitted ? t`Your submission` : t`Your answer`;
  const written = formatCount(draft.length);
  const limit = formatCount(ASSIGNMENT_LIMITS.content);

  const submittedAt = submitted?.submittedAt ?? '';
  const submittedOn = submitted ? formatDateTime(submitted.submittedAt) : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enabled || submit.isPending) return;
    const content = draft.trim();
    submit.mutate(
      { assignmentId: assignment.id, courseId: assignment.courseId, content, file },
      {
        onSuccess: () => {
          setDraft(content);
          attach.reset();
          onSubmitted(submitted !== null);
        },
      },
    );
  };

  return (
    <form className={styles.submitForm} onSubmit={onSubmit} aria-label={t`Submit: ${title}`}>
      {submitted && (
        <Note>
          <Trans>
            Submitted <time dateTime={submittedAt}>{submittedOn}</time>. You can change it until it is graded.
          </Trans>
        </Note>
      )}
      <TextArea
        label={fieldLabel}
        rows={5}
        value={draft}
        maxLength={ASSIGNMENT_LIMITS.content}
        placeholder={t`Write your answer here`}
        hint={t`${written} / ${limit} characters`}
        onChange={(event) => {
          setDraft(event.target.value);
          if (submit.isError) submit.reset();
        }}
      />
      <AttachFile attach={attach} submitted={submitted} disabled={submit.isPending} />
      {submit.isError && (
        <Alert tone="error" title={t`Failed to submit assignment.`}>
          {messageOf(submit.error, t`Please check your connection and try again.`)}
        </Alert>
      )}
      <ReplyActions>
        <Button
          type="submit"
          icon={<SendIcon />}
          disabled={!enabled}
          busy={submit.isPending}
          busyText={submitted ? t`Updating...` : t`Submitting...`}
        >
          {submitted ? <Trans>Update submission</Trans> : <Trans>Submit assignment</Trans>}
        </Button>
      </ReplyActions>
    </form>
  );
}
