import type { Course } from '@academy/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { Alert, Button } from '../../../components/ui';
import { useUpdateCourse } from '../api/update-course';
import {
  CoursePageForm,
  type CoursePageFormOutput,
  type CoursePageFormValues,
  changedSections,
  coursePageFormValuesOf,
  formPathOf,
} from '../lib/course-page-form';
import { applyServerIssues, errorText } from '../lib/errors';
import styles from './course-admin.module.css';
import { CoursePageFields } from './course-page-fields';
import { ThumbnailField, thumbnailUploadText, useThumbnailField } from './thumbnail-field';

type SectionName = keyof CoursePageFormValues;
const SECTIONS = Object.keys(CoursePageForm.shape) as SectionName[];

/**
 * The instructor's Course page tab: the course's thumbnail (an image to upload) and every authored section of
 * its page, saved together (PUT /api/courses/{id} with the sections that changed, each whole, and the upload).
 */
export function CoursePageTab({ course }: { course: Course }) {
  const update = useUpdateCourse();
  const thumbnail = useThumbnailField();
  const start = useRef(coursePageFormValuesOf(course));
  const [outcome, setOutcome] = useState<'saved' | 'unchanged' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CoursePageFormValues, unknown, CoursePageFormOutput>({
    resolver: zodResolver(CoursePageForm),
    defaultValues: start.current,
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    setFailure(null);
    const body: Partial<CoursePageFormOutput> & { thumbnailUpload?: string } = {};
    for (const name of changedSections(start.current, getValues(), SECTIONS)) {
      Object.assign(body, { [name]: values[name] });
    }
    try {
      const key = await thumbnail.upload(course.id);
      if (key) body.thumbnailUpload = key;
      if (Object.keys(body).length === 0) {
        setOutcome('unchanged');
        return;
      }
      const { course: saved } = await update.mutateAsync({ id: course.id, body });
      start.current = coursePageFormValuesOf(saved);
      reset(start.current);
      thumbnail.clear();
      setOutcome('saved');
    } catch (error) {
      setFailure(error);
      applyServerIssues(error, setError, SECTIONS, SECTIONS, formPathOf);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.pageTab} aria-labelledby="course-page-tab-title">
      <div className={styles.modulesHeader}>
        <div>
          <h3 id="course-page-tab-title" className={styles.sectionTitle}>
            Course page
          </h3>
          <p className={styles.sectionMeta}>
            The thumbnail and what the course page shows in its sections. A section left empty shows the
            academy’s standard text there.
          </p>
        </div>
        <Link to={`/courses/${encodeURIComponent(course.id)}`} className={styles.viewLink}>
          View course page <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
      <fieldset disabled={isSubmitting} className={styles.fieldset}>
        <ThumbnailField field={thumbnail} current={course.thumbnail || undefined} disabled={isSubmitting} />
        <CoursePageFields control={control} register={register} errors={errors} withLists />
        <div className={styles.formStatus} aria-live="polite">
          {outcome === 'saved' && <Alert tone="success">Saved: the course page shows it now.</Alert>}
          {outcome === 'unchanged' && <Alert tone="info">Nothing has changed since the last save.</Alert>}
          {failure !== null && (
            <Alert tone="error">
              {failure instanceof Error && failure.name === 'ThumbnailUploadError'
                ? thumbnailUploadText(failure)
                : errorText(failure, 'The course page could not be saved. Please try again.')}
            </Alert>
          )}
        </div>
        <div className={styles.formActions}>
          <Button type="submit" busy={isSubmitting} busyText="Saving...">
            Save course page
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
