import type { CourseSummary } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../../components/ui/kit';
import type { ConfirmDeleteProps } from '../../../../components/ui/kit-use-confirm-delete';
import { ApiError, messageOf } from '../../../../lib/api-client';

/**
 * Confirmation before deleting a course. A course with students is refused by the API (409); its
 * message says to unpublish instead, and shows here.
 */
export function DeleteCourseDialog({
  course,
  error,
  ...rest
}: { course: CourseSummary | null } & ConfirmDeleteProps) {
  const { t } = useLingui();
  const title = course?.title ?? t`course`;
  const instructor = course?.instructor.name;
  return (
    <ConfirmDialog
      open={course !== null}
      title={t`Delete “${title}”?`}
      description={t`Delete course? This action cannot be undone. Its modules and videos go with it.`}
      error={error ? messageOf(error, t`The course could not be deleted. Please try again.`) : null}
      // Refused for a reason that will not change by asking again (students are enrolled).
      confirmDisabled={error instanceof ApiError && error.status === 409}
      {...rest}
    >
      <p>
        <Trans>
          Instructor: <strong>{instructor}</strong>
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
