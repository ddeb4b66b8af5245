import type { CourseSummary } from '@academy/shared';
import { ConfirmDialog } from '../../../../components/ui/kit';
import type { ConfirmDeleteProps } from '../../../../components/ui/kit-use-confirm-delete';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/form-errors';

/**
 * Confirmation before deleting a course. A course with students is refused by the API (409); its
 * message says to unpublish instead, and shows here.
 */
export function DeleteCourseDialog({
  course,
  error,
  ...rest
}: { course: CourseSummary | null } & ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      open={course !== null}
      title={`Delete “${course?.title ?? 'course'}”?`}
      description="Delete course? This action cannot be undone. Its modules and videos go with it."
      error={error ? errorText(error, 'The course could not be deleted. Please try again.') : null}
      // Refused for a reason that will not change by asking again (students are enrolled).
      confirmDisabled={error instanceof ApiError && error.status === 409}
      {...rest}
    >
      <p>
        Instructor: <strong>{course?.instructor.name}</strong>
      </p>
    </ConfirmDialog>
  );
}
