import { CaptionBody, CaptionParams, type VideoStatus } from '@academy/shared';
import { MAX_CAPTION_BYTES, MAX_CAPTION_TRACKS } from '@academy/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Alert, Badge, Button, FileButton, ProgressBar, TextField } from '../../../components/ui';
import fieldStyles from '../../../components/ui/field.module.css';
import { FieldGrid, FormModal } from '../../../components/ui/kit';
import { layoutOf, muted } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { errorText } from '../../../lib/form-errors';
import { fieldsOf } from '../../../lib/form-fields';
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
  const retry = useRetryVideoProcessing();
  const text = videoStateText(video);
  if (video.state === 'processing') {
    return (
      <div className={layoutOf('stack', 1)}>
        <p className={textOf('sm', 'semibold')}>{text}</p>
        <ProgressBar value={video.percent} label={`Processing the video of ${moduleTitle}`} size="sm" />
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
          Retry<span className="sr-only"> processing the video of {moduleTitle}</span>
        </Button>
      }
    >
      {retry.isError
        ? errorText(retry.error, 'The video could not be sent for processing again. Please try again.')
        : null}
    </Alert>
  );
}

function Captions({ courseId, video, moduleTitle }: LessonVideo) {
  const [adding, setAdding] = useState(false);
  const remove = useDeleteCaptions();
  const headingId = useId();
  const full = video.captions.length >= MAX_CAPTION_TRACKS;
  return (
    <div className={layoutOf('stack', 2)}>
      <div className={layoutOf('row', 3)}>
        <h4 id={headingId} className={textOf('sm', 'semibold')}>
          Captions
        </h4>
        <Button size="sm" variant="secondary" disabled={full} onClick={() => setAdding(true)}>
          Add captions<span className="sr-only"> to {moduleTitle}</span>
        </Button>
        {full && <span className={muted}>At most {MAX_CAPTION_TRACKS} languages a lesson.</span>}
      </div>
      {video.captions.length === 0 ? (
        <p className={muted}>No captions yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className={layoutOf('stack', 1, 'bare')}>
          {video.captions.map((track) => (
            <li key={track.language} className={layoutOf('row', 2)}>
              <span className={textOf('sm')}>
                {track.label} <span className={muted}>({track.language})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                busy={remove.isPending && remove.variables?.language === track.language}
                onClick={() =>
                  remove.mutate({ courseId, moduleId: video.moduleId, language: track.language })
                }
              >
                Remove
                <span className="sr-only">
                  {' '}
                  {track.label} captions of {moduleTitle}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className={textOf('sm')}>
          {errorText(remove.error, 'The captions could not be removed. Please try again.')}
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

/** The add-captions form: the API's own rules for the language code, the label and the file's text. */
const CaptionForm = z.object({
  language: CaptionParams.shape.language,
  label: CaptionBody.shape.label,
  vtt: z.string().min(1, 'Choose a WebVTT caption file (.vtt)').pipe(CaptionBody.shape.vtt),
});
type CaptionFormValues = z.input<typeof CaptionForm>;

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
  const save = usePutCaptions();
  const [fileName, setFileName] = useState<string | null>(null);
  /** Why the picked file cannot be used (its name, size or first line). */
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const formId = useId();
  const fileHintId = `${formId}-file`;
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<CaptionFormValues>({
    resolver: zodResolver(CaptionForm),
    defaultValues: { language: '', label: '', vtt: '' },
  });
  const field = fieldsOf(register, errors);

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
        problem = 'The file could not be read. Please choose it again.';
      }
    }
    setFileProblem(problem);
  };

  const submit = handleSubmit((values) =>
    save.mutate({ courseId, moduleId, ...values }, { onSuccess: () => onClose() }),
  );

  const fileError = fileProblem ?? errors.vtt?.message;
  return (
    <FormModal
      formId={formId}
      title="Add captions"
      description={moduleTitle}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      submitLabel="Add captions"
      error={
        save.isError ? errorText(save.error, 'The captions could not be saved. Please try again.') : null
      }
      errorTitle="Captions not saved"
      size="md"
    >
      <div className={layoutOf('stack', 2)}>
        <span className={fieldStyles.label}>Caption file</span>
        <div className={layoutOf('row', 3)}>
          <FileButton
            accept={CAPTION_FILE_ACCEPT}
            onFile={(file) => void pick(file)}
            describedBy={fileHintId}
          >
            Choose a .vtt file
          </FileButton>
          <span className={muted}>{fileName ?? 'No file chosen'}</span>
        </div>
        <p
          id={fileHintId}
          className={fileError ? fieldStyles.error : fieldStyles.hint}
          role={fileError ? 'alert' : undefined}
        >
          {fileError ?? `A WebVTT file (it starts with WEBVTT), at most ${MAX_CAPTION_BYTES / 1024} KB.`}
        </p>
      </div>
      <FieldGrid>
        <TextField
          label="Language code"
          hint="Such as en, hi or en-IN; a language the lesson has is replaced."
          autoComplete="off"
          {...field('language')}
        />
        <TextField label="Label" hint="The name learners pick, such as English." {...field('label')} />
      </FieldGrid>
    </FormModal>
  );
}
