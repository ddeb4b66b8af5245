import type { Course } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { FormModal } from '../../../../components/ui/kit';
import { textOf } from '../../../../components/ui/site-text';
import { useUpdateCourse } from '../../api/update-course';
import {
  CoursePageForm,
  type CoursePageFormOutput,
  type CoursePageFormValues,
  changedSections,
  coursePageFormValuesOf,
} from '../../lib/course-page-form';
import { CoursePageFields } from './course-page-fields';
import { saveFailureText, ThumbnailField, useThumbnailField } from './thumbnail-field';
import { useSavingForm } from './use-saving-form';

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
  const { t } = useLingui();
  const update = useUpdateCourse();
  const thumbnail = useThumbnailField();
  const start = useRef(coursePageFormValuesOf(course));
  const { register, control, getValues, submit, failure, formState } = useSavingForm({
    schema: CoursePageForm,
    defaultValues: start.current,
    fields: SECTIONS,
    rowFields: SECTIONS,
    save: async (values) => {
      const body: Partial<CoursePageFormOutput> & { thumbnailUpload?: string } = {};
      for (const name of changedSections(start.current, getValues(), SECTIONS)) {
        Object.assign(body, { [name]: values[name] });
      }
      const key = await thumbnail.upload(course.id);
      if (key) body.thumbnailUpload = key;
      if (Object.keys(body).length === 0) {
        onSaved(false);
        return;
      }
      await update.mutateAsync({ id: course.id, body });
      thumbnail.clear();
      onSaved(true);
    },
  });
  const { errors, isSubmitting } = formState;

  const formId = `course-page-form-${course.id}`;
  return (
    <FormModal
      formId={formId}
      formLabel={t`Course page`}
      title={t`Course page`}
      description={course.title}
      onSubmit={submit}
      onClose={onClose}
      busy={isSubmitting}
      submitLabel={t`Save course page`}
      error={failure !== null && saveFailureText(failure, t`Please try again.`)}
      errorTitle={t`The course page was not saved`}
      intro={
        <p className={textOf('muted')}>
          <Trans>
            The thumbnail and what the course page shows in its sections. A section left empty shows the
            academy’s standard text there.
          </Trans>
        </p>
      }
    >
      <ThumbnailField field={thumbnail} current={course.thumbnail || undefined} disabled={isSubmitting} />
      <CoursePageFields control={control} register={register} errors={errors} withLists />
    </FormModal>
  );
}
