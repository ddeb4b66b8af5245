import type { LiveSession } from '@academy/shared/features/live-sessions/schemas';
import { Alert, Button, Modal } from '../../../components/ui';
import { messageOf } from '../../../lib/api-client';
import { pluralise } from '../../../lib/format';

interface DeleteSessionDialogProps {
  session: LiveSession | null;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a session goes (spec part 2 §8: 'Delete session?'), and 'Failed to delete session.'. */
export function DeleteSessionDialog({ session, busy, error, onConfirm, onClose }: DeleteSessionDialogProps) {
  const attendees = session?.attendeeCount ?? 0;
  return (
    <Modal
      open={session !== null}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={`Delete “${session?.title ?? 'session'}”`}
      description="Delete session?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyText="Deleting...">
            Delete
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="error" title="Failed to delete session.">
          {messageOf(error, 'Please try again.')}
        </Alert>
      ) : (
        <p>
          {attendees > 0
            ? `Its attendance record (${pluralise(attendees, 'student')}) goes with it.`
            : 'Students will no longer see it or be reminded of it.'}
        </p>
      )}
    </Modal>
  );
}
