import type { LiveSession, SessionStatus } from '@academy/shared/features/live-sessions/schemas';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  ExternalLinkIcon,
  PlayIcon,
  UsersIcon,
} from '../../../components/icons/icons';
import { Button } from '../../../components/ui';
import { ListRow, MetaItem } from '../../../components/ui/kit';
import { EditDelete } from '../../../components/ui/kit-list-actions';
import list from '../../../components/ui/list.module.css';
import { formatDateTime, formatDuration } from '../../../lib/format';
import { statusActions } from '../lib/sessions';
import { AddToCalendarButton } from './calendar';
import styles from './live-sessions.module.css';
import { SessionStatusBadge } from './session-status-badge';

interface SessionItemProps {
  session: LiveSession;
  /** The status this session is being set to, while that call runs. */
  pendingStatus: SessionStatus | null;
  onStatus: (session: LiveSession, status: SessionStatus) => void;
  onEdit: (session: LiveSession) => void;
  onDelete: (session: LiveSession) => void;
}

const statusIcons: Partial<Record<SessionStatus, React.ReactNode>> = {
  live: <PlayIcon />,
  completed: <CheckIcon />,
  cancelled: <CloseIcon />,
};

/**
 * One session of the instructor's Sessions tab: title, status, start, duration, attendance and the meeting
 * link; the status buttons the current status allows (Go live, Complete, Cancel), Edit and Delete.
 */
export function SessionItem({ session, pendingStatus, onStatus, onEdit, onDelete }: SessionItemProps) {
  const titleId = `session-${session.id}-title`;
  const { title, attendeeCount } = session;
  const actions = statusActions(session.status);
  const busy = pendingStatus !== null;
  return (
    <ListRow
      titleId={titleId}
      title={session.title}
      badge={<SessionStatusBadge status={session.status} />}
      description={session.description}
      facts={
        <>
          <MetaItem icon={<CalendarIcon aria-hidden="true" />}>
            <time dateTime={session.scheduledAt}>{formatDateTime(session.scheduledAt)}</time>
          </MetaItem>
          <MetaItem icon={<ClockIcon aria-hidden="true" />}>{formatDuration(session.duration)}</MetaItem>
          <MetaItem icon={<UsersIcon aria-hidden="true" />}>
            {plural(attendeeCount, { one: '# attendee', other: '# attendees' })}
          </MetaItem>
          <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={styles.metaLink}>
            <ExternalLinkIcon aria-hidden="true" />
            <Trans>
              Meeting link<span className="sr-only"> of {title} (opens in a new tab)</span>
            </Trans>
          </a>
        </>
      }
      className={session.status === 'live' ? styles.itemLive : undefined}
      actionsClassName={styles.actions}
      actions={
        <>
          {actions.length > 0 && (
            <div className={list.actions}>
              {actions.map(({ to, label }) => (
                <Button
                  key={to}
                  size="sm"
                  variant={
                    to === 'live'
                      ? 'danger'
                      : to === 'completed'
                        ? 'success'
                        : to === 'cancelled'
                          ? 'danger-secondary'
                          : 'secondary'
                  }
                  icon={statusIcons[to]}
                  busy={pendingStatus === to}
                  disabled={busy && pendingStatus !== to}
                  onClick={() => onStatus(session, to)}
                >
                  {label}
                  <span className="sr-only"> {session.title}</span>
                </Button>
              ))}
            </div>
          )}
          <div className={list.actions}>
            {(session.status === 'scheduled' || session.status === 'live') && (
              <AddToCalendarButton session={session} />
            )}
            <EditDelete
              name={session.title}
              disabled={busy}
              onEdit={() => onEdit(session)}
              onDelete={() => onDelete(session)}
            />
          </div>
        </>
      }
    />
  );
}
