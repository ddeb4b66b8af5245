import type { Submission } from '@academy/shared/features/assignments/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, FileButton, UploadProgress } from '../../../../components/ui';
import { Note } from '../../../../components/ui/kit-note';
import { textOf } from '../../../../components/ui/site-text';
import { messageOf } from '../../../../lib/api-client';
import { formatBytes } from '../../../../lib/format';
import { FileUploadError, isAbortError } from '../../../../lib/put-file';
import { type UploadedFile, uploadSubmissionFile } from '../../api/upload-submission-file';
import { SUBMISSION_FILE_ACCEPT, submissionFileHint, submissionFileProblem } from '../../lib/submission-file';
import { AttachedFile, PaperclipIcon } from '../attached-file';
import styles from './student-assignments.module.css';

/** Where the attach box stands: the submission's own file, a transfer, a new file ready, or none wanted. */
export type AttachState =
  | { phase: 'kept' }
  | { phase: 'uploading'; name: string; percent: number }
  | { phase: 'ready'; file: UploadedFile }
  | { phase: 'removed' };

/** What the submit sends as `file`: undefined keeps the submission's own, null drops it, a ref attaches one. */
export function fileChangeOf(
  state: AttachState,
  submitted: Submission | null,
): { uploadId: string; name: string } | null | undefined {
  if (state.phase === 'ready') return { uploadId: state.file.uploadId, name: state.file.name };
  if (state.phase === 'removed' && submitted?.file) return null;
  return undefined;
}

/**
 * The attach box's state and its transfer: a picked file is checked, sent straight to storage with progress
 * (presigned), and ready once it arrived; the submit names it. Cancelling, or leaving, aborts the transfer.
 */
export function useAttachFile(assignmentId: string) {
  const { t } = useLingui();
  const [state, setState] = useState<AttachState>({ phase: 'kept' });
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const pick = async (file: File) => {
    const problem = submissionFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const before = state.phase === 'uploading' ? ({ phase: 'kept' } as const) : state;
    setError(null);
    setState({ phase: 'uploading', name: file.name, percent: 0 });
    try {
      const uploaded = await uploadSubmissionFile({
        assignmentId,
        file,
        signal: abort.signal,
        onProgress: (fraction) =>
          setState({
            phase: 'uploading',
            name: file.name,
            percent: Math.min(100, Math.round(fraction * 100)),
          }),
      });
      if (!abort.signal.aborted) setState({ phase: 'ready', file: uploaded });
    } catch (caught) {
      if (abort.signal.aborted || isAbortError(caught)) {
        if (controller.current === abort) setState(before);
        return;
      }
      setState(before);
      setError(
        caught instanceof FileUploadError
          ? caught.message
          : messageOf(caught, t`The file could not be uploaded. Please try again.`),
      );
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  return {
    state,
    error,
    busy: state.phase === 'uploading',
    pick: (file: File) => void pick(file),
    cancel: () => controller.current?.abort(),
    remove: () => {
      setError(null);
      setState({ phase: 'removed' });
    },
    /** After a submit: the submission's own file is what shows now. */
    reset: () => {
      setError(null);
      setState({ phase: 'kept' });
    },
    dismissError: () => setError(null),
  };
}

/** The file picker as a button: a real file input, so it works from the keyboard too. */
function PickButton({
  label,
  disabled,
  onFile,
}: {
  label: string;
  disabled: boolean;
  onFile: (f: File) => void;
}) {
  return (
    <FileButton accept={SUBMISSION_FILE_ACCEPT} disabled={disabled} onFile={onFile}>
      <PaperclipIcon aria-hidden="true" />
      {label}
    </FileButton>
  );
}

/**
 * The submit box's attachment: the submission's file (a link to open it, Replace, Remove), a transfer in
 * progress (the bar, Cancel), a new file ready to submit, or Attach a file. One file per submission.
 */
export function AttachFile({
  attach,
  submitted,
  disabled,
}: {
  attach: ReturnType<typeof useAttachFile>;
  submitted: Submission | null;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const hintId = useId();
  const { state, error } = attach;
  const uploading = state.phase === 'uploading' ? state.name : '';
  const removed = submitted?.file?.name;
  const removedSize = submitted?.file ? formatBytes(submitted.file.size) : '';
  const own = state.phase === 'kept' ? (submitted?.file ?? null) : null;
  const ownName = own?.name;
  const readyName = state.phase === 'ready' ? state.file.name : '';
  return (
    <fieldset className={styles.attach} aria-describedby={hintId}>
      <legend className={`${styles.attachTitle} ${textOf('sm', 'semibold')}`}>
        <Trans>
          Attachment <span className={textOf('regular', 'muted')}>(optional)</span>
        </Trans>
      </legend>
      {state.phase === 'uploading' ? (
        <UploadProgress
          title={state.percent === 100 ? t`Finishing…` : t`Uploading ${uploading}`}
          percent={state.percent}
          label={t`Uploading ${uploading}`}
          status={state.percent === 100 ? t`Finishing the upload.` : t`Uploading the file.`}
        >
          <Button size="sm" variant="ghost" onClick={attach.cancel} disabled={state.percent === 100}>
            <Trans>Cancel upload</Trans>
          </Button>
        </UploadProgress>
      ) : state.phase === 'ready' ? (
        <AttachedFile file={state.file} fileUrl={null} label={t`Ready to submit`}>
          <PickButton label={t`Replace`} disabled={disabled} onFile={attach.pick} />
          <Button size="sm" variant="ghost" onClick={attach.remove} disabled={disabled}>
            <Trans>
              Remove<span className="sr-only"> {readyName}</span>
            </Trans>
          </Button>
        </AttachedFile>
      ) : own ? (
        <AttachedFile file={own} fileUrl={submitted?.fileUrl ?? null}>
          <PickButton label={t`Replace`} disabled={disabled} onFile={attach.pick} />
          <Button size="sm" variant="ghost" onClick={attach.remove} disabled={disabled}>
            <Trans>
              Remove<span className="sr-only"> {ownName}</span>
            </Trans>
          </Button>
        </AttachedFile>
      ) : (
        <div className={styles.attachEmpty}>
          <PickButton label={t`Attach a file`} disabled={disabled} onFile={attach.pick} />
          {state.phase === 'removed' && submitted?.file && (
            <Note as="span">
              <Trans>
                {removed} ({removedSize}) will be removed when you update.
              </Trans>{' '}
              <Button size="sm" variant="ghost" onClick={attach.reset}>
                <Trans>Keep it</Trans>
              </Button>
            </Note>
          )}
        </div>
      )}
      <p id={hintId} className={textOf('xs', 'muted')}>
        {submissionFileHint()}
      </p>
      {error && (
        <Alert
          tone="error"
          title={t`The file was not attached`}
          action={
            <Button size="sm" variant="ghost" onClick={attach.dismissError}>
              <Trans>Dismiss</Trans>
            </Button>
          }
        >
          {error}
        </Alert>
      )}
    </fieldset>
  );
}
