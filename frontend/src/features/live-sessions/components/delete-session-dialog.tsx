import type { LiveSession } from '@academy/shared/features/live-sessions/schemas';
import { DeleteItemDialog } from '../../../components/ui/kit-item-form';
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
export function DeleteSessionDialog({ session, error, ...rest }: DeleteSessionDialogProps) {
  const attendees = session?.attendeeCount ?? 0;
  return (
    <DeleteItemDialog
      noun="session"
      item={session}
      error={error ? messageOf(error, 'Please try again.') : null}
      {...rest}
    >
      <p>
        {attendees > 0
          ? `Its attendance record (${pluralise(attendees, 'student')}) goes with it.`
          : 'Students will no longer see it or be reminded of it.'}
      </p>
    </DeleteItemDialog>
  );
}
