import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { CheckCircleIcon } from '../../../../components/icons/icons';
import { Button, FileButton, UploadProgress } from '../../../../components/ui';
import { DismissibleError } from '../../../../components/ui/kit-error-alerts';
import { messageOf } from '../../../../lib/api-client';
import { useUploadModuleVideo } from '../../api/upload-module-video';
import { videoFileProblem } from '../../lib/video';
import { UploadIcon } from './icons';
import styles from './manage.module.css';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'done'; fileName: string }
  | { phase: 'error'; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One module's video upload: check the file, ask for a presigned upload, send it with progress, attach
 * it. Cancelling (or leaving the screen) aborts the transfer.
 */
export function useVideoUpload(courseId: string, moduleId: string) {
  const { t } = useLingui();
  const upload = useUploadModuleVideo();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = (file: File) => {
    const problem = videoFileProblem(file);
    if (problem) {
      setState({ phase: 'error', message: problem });
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const fileName = file.name;
    setState({ phase: 'uploading', fileName, percent: 0 });
    upload.mutate(
      {
        courseId,
        moduleId,
        file,
        signal: abort.signal,
        onProgress: (fraction) =>
          setState({ phase: 'uploading', fileName, percent: Math.min(100, Math.round(fraction * 100)) }),
      },
      {
        onSuccess: () => setState({ phase: 'done', fileName }),
        onError: (error) =>
          setState(
            isAbort(error)
              ? { phase: 'idle' }
              : {
                  phase: 'error',
                  message:
                    error instanceof Error && error.name === 'VideoUploadError'
                      ? error.message
                      : messageOf(error, t`The video could not be uploaded. Please try again.`),
                },
          ),
        onSettled: () => {
          if (controller.current === abort) controller.current = null;
        },
      },
    );
  };

  return {
    state,
    busy: state.phase === 'uploading',
    start,
    cancel: () => controller.current?.abort(),
    dismiss: () => setState({ phase: 'idle' }),
  };
}

/** The file picker, styled as a button: a real file input, so it works from the keyboard too. */
export function VideoUploadButton({
  moduleTitle,
  replace,
  busy,
  onFile,
}: {
  moduleTitle: string;
  /** The module already has an uploaded video. */
  replace: boolean;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <FileButton accept="video/*" disabled={busy} onFile={onFile}>
      <UploadIcon aria-hidden="true" />
      {replace ? (
        <Trans>
          Replace video<span className="sr-only"> for {moduleTitle}</span>
        </Trans>
      ) : (
        <Trans>
          Upload video<span className="sr-only"> for {moduleTitle}</span>
        </Trans>
      )}
    </FileButton>
  );
}

/** Progress while the file travels, then the outcome; errors in plain words. */
export function VideoUploadStatus({
  state,
  onCancel,
  onDismiss,
}: {
  state: UploadState;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  if (state.phase === 'idle') return null;
  if (state.phase === 'error') {
    return (
      <DismissibleError title={t`The video was not uploaded`} onDismiss={onDismiss}>
        {state.message}
      </DismissibleError>
    );
  }
  const percent = state.phase === 'done' ? 100 : state.percent;
  const done = state.phase === 'done';
  const fileName = state.fileName;
  return (
    <UploadProgress
      title={
        done ? (
          <>
            <CheckCircleIcon aria-hidden="true" className={styles.uploadDoneIcon} />{' '}
            <Trans>Video uploaded</Trans>
          </>
        ) : percent === 100 ? (
          t`Finishing…`
        ) : (
          t`Uploading ${fileName}`
        )
      }
      percent={percent}
      label={done ? t`${fileName} uploaded` : t`Uploading ${fileName}`}
      status={
        done ? t`Video uploaded.` : percent === 100 ? t`Finishing the upload.` : t`Uploading the video.`
      }
    >
      {done ? (
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={percent === 100}>
          <Trans>Cancel upload</Trans>
        </Button>
      )}
    </UploadProgress>
  );
}
