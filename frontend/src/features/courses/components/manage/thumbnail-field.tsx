import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@academy/shared/course-page-limits';
import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, UploadProgress } from '../../../../components/ui';
import { DismissibleError } from '../../../../components/ui/kit-error-alerts';
import { layoutOf, muted } from '../../../../components/ui/kit-layout';
import { readOnlyField } from '../../../../components/ui/kit-read-only-field';
import { errorText } from '../../../../lib/form-errors';
import { formatBytes } from '../../../../lib/format';
import { uploadCourseThumbnail } from '../../api/upload-course-thumbnail';
import { type PreparedThumbnail, prepareThumbnail, ThumbnailImageError } from '../../lib/thumbnail';
import { UploadIcon } from './icons';
import styles from './thumbnail-field.module.css';

export type ThumbnailState =
  | { phase: 'none' }
  | { phase: 'preparing'; fileName: string }
  | { phase: 'ready'; fileName: string; prepared: PreparedThumbnail; previewUrl: string }
  | { phase: 'uploading'; fileName: string; prepared: PreparedThumbnail; previewUrl: string; percent: number }
  | { phase: 'error'; message: string };

/**
 * A thumbnail picked for upload: opened and resized in the browser as soon as it is picked (with a preview), sent
 * when the form is saved (`upload`, with progress). Leaving the screen aborts a transfer.
 */
export function useThumbnailField() {
  const [state, setState] = useState<ThumbnailState>({ phase: 'none' });
  const picks = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const previewUrl = 'previewUrl' in state ? state.previewUrl : undefined;

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const pick = async (file: File) => {
    const pickNumber = ++picks.current;
    setState({ phase: 'preparing', fileName: file.name });
    try {
      const prepared = await prepareThumbnail(file);
      if (pickNumber !== picks.current) return;
      const url = URL.createObjectURL(prepared.blob);
      setState({ phase: 'ready', fileName: file.name, prepared, previewUrl: url });
    } catch (error) {
      if (pickNumber !== picks.current) return;
      const message =
        error instanceof ThumbnailImageError
          ? error.message
          : 'This image could not be opened. Try another file.';
      setState({ phase: 'error', message });
    }
  };

  const clear = () => {
    picks.current++;
    controller.current?.abort();
    setState({ phase: 'none' });
  };

  /**
   * Sends the picked image as `courseId`'s thumbnail upload and answers the upload's key (the course takes it
   * with `thumbnailUpload`); null when nothing is picked. A failure is shown here and thrown.
   */
  const upload = async (courseId: string): Promise<string | null> => {
    if (state.phase !== 'ready' && state.phase !== 'uploading') return null;
    const { fileName, prepared, previewUrl: url } = state;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'uploading', fileName, prepared, previewUrl: url, percent: 0 });
    try {
      const key = await uploadCourseThumbnail({
        courseId,
        thumbnail: prepared,
        signal: abort.signal,
        onProgress: (fraction) =>
          setState({
            phase: 'uploading',
            fileName,
            prepared,
            previewUrl: url,
            percent: Math.min(100, Math.round(fraction * 100)),
          }),
      });
      setState({ phase: 'ready', fileName, prepared, previewUrl: url });
      return key;
    } catch (error) {
      setState({ phase: 'ready', fileName, prepared, previewUrl: url });
      throw error;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  return {
    state,
    /** An image is picked and ready to go with the next save. */
    picked: state.phase === 'ready' || state.phase === 'uploading',
    busy: state.phase === 'preparing' || state.phase === 'uploading',
    pick,
    clear,
    upload,
  };
}

export type ThumbnailField = ReturnType<typeof useThumbnailField>;

/** The alert of a form that saves a thumbnail too: the upload's own message, or the API's (else `fallback`). */
export const saveFailureText = (error: unknown, fallback: string) =>
  error instanceof Error && error.name === 'ThumbnailUploadError'
    ? error.message
    : errorText(error, fallback);

/** The message of a failed thumbnail upload, for the form's alert. */
export const thumbnailUploadText = (error: unknown) =>
  saveFailureText(error, 'The thumbnail could not be uploaded. Please try again.');

/**
 * The course's thumbnail as an upload: the current art (or the picked image's preview), a file button, what the
 * browser made of the picked file, and the transfer's progress while the form saves.
 */
export function ThumbnailField({
  field,
  current,
  disabled = false,
}: {
  field: ThumbnailField;
  /** The course's thumbnail now (an address), shown until an image is picked. */
  current?: string;
  disabled?: boolean;
}) {
  const { state } = field;
  const preview = 'previewUrl' in state ? state.previewUrl : current;
  return (
    <div className={readOnlyField.field}>
      <span className={readOnlyField.label} id="thumbnail-upload-label">
        Thumbnail image
      </span>
      <div className={styles.body}>
        <div className={styles.preview}>
          {preview ? (
            <img
              src={preview}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_HEIGHT}
              className={styles.image}
            />
          ) : (
            <span className={muted}>No image</span>
          )}
        </div>
        <div className={layoutOf('stack', 2, 'shrink')}>
          <div className={styles.buttons}>
            <FileButton
              accept="image/jpeg,image/png,image/webp"
              disabled={disabled || field.busy}
              describedBy="thumbnail-upload-hint"
              onFile={(file) => void field.pick(file)}
            >
              <UploadIcon aria-hidden="true" />
              {preview ? 'Upload another image' : 'Upload an image'}
            </FileButton>
            {field.picked && state.phase !== 'uploading' && (
              <Button size="sm" variant="ghost" onClick={field.clear} disabled={disabled}>
                Don’t use this image
              </Button>
            )}
          </div>
          <p className={styles.hint} id="thumbnail-upload-hint">
            JPEG, PNG or WebP. The middle 16:9 of it is kept, at {THUMBNAIL_WIDTH} × {THUMBNAIL_HEIGHT} pixels
            at most, and sent as a small WebP file when you save.
          </p>
          <ThumbnailStatus state={state} onDismiss={field.clear} />
        </div>
      </div>
    </div>
  );
}

function ThumbnailStatus({ state, onDismiss }: { state: ThumbnailState; onDismiss: () => void }) {
  if (state.phase === 'none') return null;
  if (state.phase === 'preparing') {
    return (
      <p className={styles.note} role="status">
        Preparing {state.fileName}…
      </p>
    );
  }
  if (state.phase === 'error') {
    return (
      <DismissibleError title="This image cannot be used" onDismiss={onDismiss}>
        {state.message}
      </DismissibleError>
    );
  }
  const { prepared } = state;
  const made = `${prepared.width} × ${prepared.height}, ${formatBytes(prepared.blob.size)} ${prepared.contentType === 'image/webp' ? 'WebP' : 'JPEG'}`;
  if (state.phase === 'ready') {
    return (
      <p className={styles.note} role="status">
        {state.fileName} ({formatBytes(prepared.originalBytes)}) becomes {made}: it is uploaded when you save.
      </p>
    );
  }
  return (
    <UploadProgress
      title="Uploading the thumbnail"
      percent={state.percent}
      label={`Uploading ${state.fileName}`}
      status={state.percent === 100 ? 'Finishing the upload.' : 'Uploading the thumbnail.'}
    />
  );
}
