import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@academy/shared/course-page-limits';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, UploadProgress } from '../../../../components/ui';
import { DismissibleError } from '../../../../components/ui/kit-error-alerts';
import { layoutOf, muted } from '../../../../components/ui/kit-layout';
import { readOnlyField } from '../../../../components/ui/kit-read-only-field';
import { messageOf } from '../../../../lib/api-client';
import { formatBytes } from '../../../../lib/format';
import { uploadCourseThumbnail } from '../../api/upload-course-thumbnail';
import { type PreparedThumbnail, prepareThumbnail, ThumbnailImageError } from '../../lib/thumbnail';
import thumbnail from '../course-thumbnail.module.css';
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
  const { t } = useLingui();
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
          : t`This image could not be opened. Try another file.`;
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
    : messageOf(error, fallback);

/** The message of a failed thumbnail upload, for the form's alert. */
export const thumbnailUploadText = (error: unknown) =>
  saveFailureText(error, translate`The thumbnail could not be uploaded. Please try again.`);

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
  const { t } = useLingui();
  const { state } = field;
  const preview = 'previewUrl' in state ? state.previewUrl : current;
  const width = THUMBNAIL_WIDTH;
  const height = THUMBNAIL_HEIGHT;
  return (
    <div className={readOnlyField.field}>
      <span className={readOnlyField.label} id="thumbnail-upload-label">
        <Trans>Thumbnail image</Trans>
      </span>
      <div className={styles.body}>
        <div className={`${thumbnail.frame} ${styles.preview}`}>
          {preview ? (
            <img
              src={preview}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_HEIGHT}
              className={thumbnail.image}
            />
          ) : (
            <span className={muted}>
              <Trans>No image</Trans>
            </span>
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
              {preview ? t`Upload another image` : t`Upload an image`}
            </FileButton>
            {field.picked && state.phase !== 'uploading' && (
              <Button size="sm" variant="ghost" onClick={field.clear} disabled={disabled}>
                <Trans>Don’t use this image</Trans>
              </Button>
            )}
          </div>
          <p className={styles.hint} id="thumbnail-upload-hint">
            <Trans>
              JPEG, PNG or WebP. The middle 16:9 of it is kept, at {width} × {height} pixels at most, and sent
              as a small WebP file when you save.
            </Trans>
          </p>
          <ThumbnailStatus state={state} onDismiss={field.clear} />
        </div>
      </div>
    </div>
  );
}

function ThumbnailStatus({ state, onDismiss }: { state: ThumbnailState; onDismiss: () => void }) {
  const { t } = useLingui();
  if (state.phase === 'none') return null;
  if (state.phase === 'preparing') {
    const fileName = state.fileName;
    return (
      <p className={styles.note} role="status">
        <Trans>Preparing {fileName}…</Trans>
      </p>
    );
  }
  if (state.phase === 'error') {
    return (
      <DismissibleError title={t`This image cannot be used`} onDismiss={onDismiss}>
        {state.message}
      </DismissibleError>
    );
  }
  const { prepared, fileName } = state;
  const original = formatBytes(prepared.originalBytes);
  const made = `${prepared.width} × ${prepared.height}, ${formatBytes(prepared.blob.size)} ${prepared.contentType === 'image/webp' ? 'WebP' : 'JPEG'}`;
  if (state.phase === 'ready') {
    return (
      <p className={styles.note} role="status">
        <Trans>
          {fileName} ({original}) becomes {made}: it is uploaded when you save.
        </Trans>
      </p>
    );
  }
  return (
    <UploadProgress
      title={t`Uploading the thumbnail`}
      percent={state.percent}
      label={t`Uploading ${fileName}`}
      status={state.percent === 100 ? t`Finishing the upload.` : t`Uploading the thumbnail.`}
    />
  );
}
