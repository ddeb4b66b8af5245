import { useEffect, useRef, useState } from 'react';
import { CheckCircleIcon } from '../../../../components/icons/icons';
import { Button, FileButton, UploadProgress } from '../../../../components/ui';
import { DismissibleError } from '../../../../components/ui/kit-error-alerts';
import { errorText } from '../../../../lib/form-errors';
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
                      : errorText(error, 'The video could not be uploaded. Please try again.'),
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
      {replace ? 'Replace video' : 'Upload video'}
      <span className="sr-only"> for {moduleTitle}</span>
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
  if (state.phase === 'idle') return null;
  if (state.phase === 'error') {
    return (
      <DismissibleError
        title="The video was not uploaded"
        className={styles.uploadAlert}
        onDismiss={onDismiss}
      >
        {state.message}
      </DismissibleError>
    );
  }
  const percent = state.phase === 'done' ? 100 : state.percent;
  const done = state.phase === 'done';
  return (
    <UploadProgress
      title={
        done ? (
          <>
            <CheckCircleIcon aria-hidden="true" className={styles.uploadDoneIcon} /> Video uploaded
          </>
        ) : percent === 100 ? (
          'Finishing…'
        ) : (
          `Uploading ${state.fileName}`
        )
      }
      percent={percent}
      label={done ? `${state.fileName} uploaded` : `Uploading ${state.fileName}`}
      status={done ? 'Video uploaded.' : percent === 100 ? 'Finishing the upload.' : 'Uploading the video.'}
    >
      {done ? (
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={percent === 100}>
          Cancel upload
        </Button>
      )}
    </UploadProgress>
  );
}
