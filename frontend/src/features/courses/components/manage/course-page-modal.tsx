import type { Course } from '@academy/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormModal } from '../../../../components/ui/kit';
import { applyServerIssues, errorText } from '../../../../lib/form-errors';
import { useUpdateCourse } from '../../api/update-course';
import {
  CoursePageForm,
  type CoursePageFormOutput,
  type CoursePageFormValues,
  changedSections,
  coursePageFormValuesOf,
  formPathOf,
} from '../../lib/course-page-form';
import { CoursePageFields } from './course-page-fields';
import styles from './manage.module.css';
import { ThumbnailField, thumbnailUploadText, useThumbnailField } from './thumbnail-field';

type SectionName = keyof CoursePageFormValues;
const SECTIONS = Object.keys(CoursePageForm.shape) as SectionName[];

/**
 * The instructor's Course page editor (an admin's too, from Course content): the course's thumbnail (an image to
 * upload) and every authored section of its page, saved together (PUT /api/courses/{id} with the sections that
 * changed, each whole, and the upload). `onSaved` says whether anything was saved. Render it only while open: each
 * opening starts from the course afresh.
 */
export function CoursePageModal({
  course,
  onClose,
  onSaved,
}: {
  course: Course;
  onClose: () => void;
  onSaved: (changed: boolean) => void;
}) {
  const update = useUpdateCourse();
  const thumbnail = useThumbnailField();
  const start = useRef(coursePageFormValuesOf(course));
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CoursePageFormValues, unknown, CoursePageFormOutput>({
    resolver: zodResolver(CoursePageForm),
    defaultValues: start.current,
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body: Partial<CoursePageFormOutput> & { thumbnailUpload?: string } = {};
    for (const name of changedSections(start.current, getValues(), SECTIONS)) {
      Object.assign(body, { [name]: values[name] });
    }
    try {
      const key = await thumbnail.upload(course.id);
      if (key) body.thumbnailUpload = key;
      if (Object.keys(body).length === 0) {
        onSaved(false);
        return;
      }
      await update.mutateAsync({ id: course.id, body });
      thumbnail.clear();
      onSaved(true);
    } catch (error) {
      setFailure(error);
      applyServerIssues(error, setError, SECTIONS, SECTIONS, formPathOf);
    }
  });

  const formId = `course-page-form-${course.id}`;
  return (
    <FormModal
      formId={formId}
      formLabel="Course page"
      title="Course page"
      description={course.title}
      onSubmit={submit}
      onClose={onClose}
      busy={isSubmitting}
      submitLabel="Save course page"
      error={
        failure !== null &&
        (failure instanceof Error && failure.name === 'ThumbnailUploadError'
          ? thumbnailUploadText(failure)
          : errorText(failure, 'Please try again.'))
      }
      errorTitle="The course page was not saved"
      intro={
        <p className={styles.checkHint}>
          The thumbnail and what the course page shows in its sections. A section left empty shows the
          academy’s standard text there.
        </p>
      }
    >
      <ThumbnailField field={thumbnail} current={course.thumbnail || undefined} disabled={isSubmitting} />
      <CoursePageFields control={control} register={register} errors={errors} withLists />
    </FormModal>
  );
}
