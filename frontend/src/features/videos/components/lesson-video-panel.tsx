import { CaptionBody, CaptionParams, type VideoStatus } from '@academy/shared';
import { MAX_CAPTION_BYTES, MAX_CAPTION_TRACKS } from '@academy/shared/limits';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import * as z from 'zod';
import { Alert, Badge, Button, FileButton, ProgressBar, TextField } from '../../../components/ui';
import fieldStyles from '../../../components/ui/field.module.css';
import { FieldGrid, FormModal } from '../../../components/ui/kit';
import { layoutOf, muted } from '../../../components/ui/kit-layout';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import {
  useCourseVideos,
  useDeleteCaptions,
  usePutCaptions,
  useRetryVideoProcessing,
} from '../api/course-videos';
import { CAPTION_FILE_ACCEPT, captionFileProblem, captionTextProblem } from '../lib/caption-file';
import { videoStateText } from '../lib/video-status';

interface LessonVideoPanelProps {
  courseId: string;
  moduleId: string;
  moduleTitle: string;
}

/**
 * An uploaded lesson in the course editor: where its processing stands ("Processing 45 %", "Ready",
 * "Failed: …" with Retry; asked for again every few seconds while any lesson of the course is processing) and
 * its captions (each language with Remove; Add captions picks a WebVTT file).
 */
export function LessonVideoPanel({ courseId, moduleId, moduleTitle }: LessonVideoPanelProps) {
  const videos = useCourseVideos(courseId);
  const video = videos.data?.videos.find((v) => v.moduleId === moduleId);
  if (!video) return null;
  return (
    <div className={layoutOf('stack', 3)}>
      <ProcessingState courseId={courseId} video={video} moduleTitle={moduleTitle} />
      <Captions courseId={courseId} video={video} moduleTitle={moduleTitle} />
    </div>
  );
}

/** One uploaded lesson of the course, as its panel's parts are given it. */
interface LessonVideo {
  courseId: string;
  video: VideoStatus;
  moduleTitle: string;
}

function ProcessingState({ courseId, video, moduleTitle }: LessonVideo) {
  const { t } = useLingui();
  const retry = useRetryVideoProcessing();
  const text = videoStateText(video);
  if (video.state === 'processing') {
    return (
      <div className={layoutOf('stack', 1)}>
        <p className={textOf('sm', 'semibold')}>{text}</p>
        <ProgressBar value={video.percent} label={t`Processing the video of ${moduleTitle}`} size="sm" />
      </div>
    );
  }
  if (video.state === 'ready') {
    return (
      <p className={layoutOf('row', 2)}>
        <Badge tone="green">{text}</Badge>
        {video.renditions.length > 0 && <span className={muted}>{video.renditions.join(' · ')}</span>}
      </p>
    );
  }
  return (
    <Alert
      tone="error"
      title={text}
      action={
        <Button
          size="sm"
          variant="secondary"
          busy={retry.isPending}
          onClick={() => retry.mutate({ courseId, moduleId: video.moduleId })}
        >
          <Trans>
            Retry<span className="sr-only"> processing the video of {moduleTitle}</span>
          </Trans>
        </Button>
      }
    >
      {retry.isError
        ? messageOf(retry.error, t`The video could not be sent for processing again. Please try again.`)
        : null}
    </Alert>
  );
}

function Captions({ courseId, video, moduleTitle }: LessonVideo) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const remove = useDeleteCaptions();
  const headingId = useId();
  const full = video.captions.length >= MAX_CAPTION_TRACKS;
  const maxTracks = MAX_CAPTION_TRACKS;
  return (
    <div className={layoutOf('stack', 2)}>
      <div className={layoutOf('row', 3)}>
        <h4 id={headingId} className={textOf('sm', 'semibold')}>
          <Trans>Captions</Trans>
        </h4>
        <Button size="sm" variant="secondary" disabled={full} onClick={() => setAdding(true)}>
          <Trans>
            Add captions<span className="sr-only"> to {moduleTitle}</span>
          </Trans>
        </Button>
        {full && (
          <span className={muted}>
            <Trans>At most {maxTracks} languages a lesson.</Trans>
          </span>
        )}
      </div>
      {video.captions.length === 0 ? (
        <p className={muted}>
          <Trans>No captions yet.</Trans>
        </p>
      ) : (
        <ul aria-labelledby={headingId} className={layoutOf('stack', 1, 'bare')}>
          {video.captions.map(({ label, language }) => (
            <li key={language} className={layoutOf('row', 2)}>
              <span className={textOf('sm')}>
                {label} <span className={muted}>({language})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                busy={remove.isPending && remove.variables?.language === language}
                onClick={() => remove.mutate({ courseId, moduleId: video.moduleId, language })}
              >
                <Trans>
                  Remove
                  <span className="sr-only">
                    {' '}
                    {label} captions of {moduleTitle}
                  </span>
                </Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className={textOf('sm')}>
          {messageOf(remove.error, t`The captions could not be removed. Please try again.`)}
        </p>
      )}
      {adding && (
        <AddCaptionsModal
          courseId={courseId}
          moduleId={video.moduleId}
          moduleTitle={moduleTitle}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}

/** Looked up when zod reports the issue, in the page's language. */
const chooseFile = msg`Choose a WebVTT caption file (.vtt)`;

/** The add-captions form: the API's own rules for the language code, the label and the file's text. */
const CaptionForm = z.object({
  language: CaptionParams.shape.language,
  label: CaptionBody.shape.label,
  vtt: z
    .string()
    .min(1, { error: () => i18n._(chooseFile) })
    .pipe(CaptionBody.shape.vtt),
});

function AddCaptionsModal({
  courseId,
  moduleId,
  moduleTitle,
  onClose,
}: {
  courseId: string;
  moduleId: string;
  moduleTitle: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = usePutCaptions();
  const [fileName, setFileName] = useState<string | null>(null);
  /** Why the picked file cannot be used (its name, size or first line). */
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const formId = useId();
  const fileHintId = `${formId}-file`;
  const {
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
    field,
  } = useSchemaForm(CaptionForm, { language: '', label: '', vtt: '' });

  const pick = async (file: File) => {
    setFileName(file.name);
    setValue('vtt', '');
    clearErrors('vtt');
    let problem = captionFileProblem(file);
    if (!problem) {
      try {
        const text = await file.text();
        problem = captionTextProblem(text);
        if (!problem) setValue('vtt', text);
      } catch {
        problem = t`The file could not be read. Please choose it again.`;
      }
    }
    setFileProblem(problem);
  };

  const submit = handleSubmit((values) =>
    save.mutate({ courseId, moduleId, ...values }, { onSuccess: () => onClose() }),
  );

  const fileError = fileProblem ?? errors.vtt?.message;
  const limitKb = MAX_CAPTION_BYTES / 1024;
  return (
    <FormModal
      formId={formId}
      title={t`Add captions`}
      description={moduleTitle}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      submitLabel={t`Add captions`}
      error={
        save.isError ? messageOf(save.error, t`The captions could not be saved. Please try again.`) : null
      }
      errorTitle={t`Captions not saved`}
      size="md"
    >
      <div className={layoutOf('stack', 2)}>
        <span className={fieldStyles.label}>
          <Trans>Caption file</Trans>
        </span>
        <div className={layoutOf('row', 3)}>
          <FileButton
            accept={CAPTION_FILE_ACCEPT}
            onFile={(file) => void pick(file)}
            describedBy={fileHintId}
          >
            <Trans>Choose a .vtt file</Trans>
          </FileButton>
          <span className={muted}>{fileName ?? t`No file chosen`}</span>
        </div>
        <p
          id={fileHintId}
          className={fileError ? fieldStyles.error : fieldStyles.hint}
          role={fileError ? 'alert' : undefined}
        >
          {fileError ?? t`A WebVTT file (it starts with WEBVTT), at most ${limitKb} KB.`}
        </p>
      </div>
      <FieldGrid>
        <TextField
          label={t`Language code`}
          hint={t`Such as en, hi or en-IN; a language the lesson has is replaced.`}
          autoComplete="off"
          {...field('language')}
        />
        <TextField label={t`Label`} hint={t`The name learners pick, such as English.`} {...field('label')} />
      </FieldGrid>
    </FormModal>
  );
}
