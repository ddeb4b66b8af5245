import type { CourseSummary } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../../../components/ui';
import { ListLoading } from '../../../../components/ui/kit';
import { LoadFailed } from '../../../../components/ui/kit-load-failed';
import { messageOf } from '../../../../lib/api-client';
import { useManagedCourse } from '../../api/get-managed-course';
import { useUpdateCourse } from '../../api/update-course';
import {
  type CourseFieldName,
  type CourseFormOutput,
  courseFormValuesOf,
  listsWithCommas,
  toUpdateBody,
} from '../../lib/course-form';
import { CourseForm } from './course-form';
import { useThumbnailField } from './thumbnail-field';

interface EditCourseModalProps {
  /** The course to edit; the modal is closed when null. */
  course: CourseSummary | null;
  onClose: () => void;
  /** `changed` is false when there was nothing to save. */
  onSaved: (title: string, changed: boolean) => void;
}

/**
 * Edit a course's fields and its page's sections (PUT /api/courses/{id}); the full course is read first for
 * every field. A picked thumbnail image is uploaded first and goes with the same save (`thumbnailUpload`).
 */
export function EditCourseModal({ course, onClose, onSaved }: EditCourseModalProps) {
  const full = useManagedCourse(course?.id ?? null);
  const update = useUpdateCourse();
  const thumbnail = useThumbnailField();
  const { t } = useLingui();

  const onSubmit = async (values: CourseFormOutput, changed: CourseFieldName[]) => {
    if (!course) return;
    const { thumbnail: address, ...fields } = toUpdateBody(values, changed);
    const key = await thumbnail.upload(course.id);
    const body = key
      ? { ...fields, thumbnailUpload: key }
      : { ...fields, ...(address === undefined ? {} : { thumbnail: address }) };
    if (Object.keys(body).length === 0) {
      onSaved(course.title, false);
      return;
    }
    const { course: saved } = await update.mutateAsync({ id: course.id, body });
    thumbnail.clear();
    onSaved(saved.title, true);
  };

  return (
    <Modal
      open={course !== null}
      onClose={onClose}
      dismissible={!update.isPending && !thumbnail.busy}
      size="lg"
      title={t`Edit course`}
      description={course?.title}
    >
      {full.isPending ? (
        <ListLoading label={t`Loading the course`} />
      ) : full.isError ? (
        <LoadFailed title={t`The course could not be loaded`} onRetry={() => full.refetch()}>
          {messageOf(full.error, t`Please check your connection and try again.`)}
        </LoadFailed>
      ) : (
        <CourseForm
          key={full.data.id}
          mode="edit"
          defaultValues={courseFormValuesOf(full.data)}
          instructorName={full.data.instructor.name}
          onSubmit={onSubmit}
          onCancel={onClose}
          submitLabel={t`Update`}
          busyText={t`Saving...`}
          failureText={t`The course could not be saved. Please try again.`}
          commaWarnings={listsWithCommas(full.data)}
          thumbnailUpload={thumbnail}
        />
      )}
    </Modal>
  );
}
