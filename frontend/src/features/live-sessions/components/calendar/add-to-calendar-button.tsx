import type { IcsSession } from '@academy/shared/features/live-sessions/ics';
import { Trans } from '@lingui/react/macro';
import { CalendarIcon } from '../../../../components/icons/icons';
import { Button, type ButtonVariant } from '../../../../components/ui';
import { downloadSessionIcs } from './download';

interface AddToCalendarButtonProps {
  session: IcsSession;
  size?: 'sm' | 'md';
  variant?: ButtonVariant;
}

/**
 * "Add to calendar": downloads the session's `<title>.ics` (RFC 5545, times in UTC, the meeting link and the
 * course name), built in the browser with the same builder as the calendar feed.
 */
export function AddToCalendarButton({
  session,
  size = 'sm',
  variant = 'secondary',
}: AddToCalendarButtonProps) {
  const { title } = session;
  return (
    <Button
      size={size}
      variant={variant}
      icon={<CalendarIcon aria-hidden="true" />}
      onClick={() => downloadSessionIcs(session)}
    >
      <Trans>
        Add to calendar<span className="sr-only"> {title} (downloads an .ics file)</span>
      </Trans>
    </Button>
  );
}
