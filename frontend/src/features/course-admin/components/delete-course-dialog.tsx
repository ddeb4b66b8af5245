import type { CourseSummary } from '@academy/shared';
import { Alert, Button, Modal } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../lib/errors';

interface DeleteCourseDialogProps {
  course: CourseSummary | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Confirmation before deleting a course. A course with students is refused by the API (409); its
 * message says to unpublish instead, and shows here.
 */
export function DeleteCourseDialog({ course, busy, error, onConfirm, onClose }: DeleteCourseDialogProps) {
  // Refused for a reason that will not change by asking again (students are enrolled).
  const refused = error instanceof ApiError && error.status === 409;
  return (
    <Modal
      open={course !== null}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={`Delete “${course?.title ?? 'course'}”?`}
      description="Delete course? This action cannot be undone. Its modules and videos go with it."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} disabled={refused}>
            Delete
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="error">{errorText(error, 'The course could not be deleted. Please try again.')}</Alert>
      ) : (
        <p>
          Instructor: <strong>{course?.instructor.name}</strong>
        </p>
      )}
    </Modal>
  );
}
