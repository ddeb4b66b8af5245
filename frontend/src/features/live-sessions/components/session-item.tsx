import type { LiveSession, SessionStatus } from '@academy/shared/features/live-sessions/schemas';
import { Button } from '../../../components/ui';
import { formatDateTime, formatDuration, pluralise } from '../../../lib/format';
import { statusActions } from '../lib/sessions';
import { AddToCalendarButton } from './calendar';
import {
  CalendarIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  EditIcon,
  ExternalLinkIcon,
  PlayIcon,
  TrashIcon,
  UsersIcon,
} from './icons';
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
  const actions = statusActions(session.status);
  const busy = pendingStatus !== null;
  return (
    <li
      className={`${styles.item} ${session.status === 'live' ? styles.itemLive : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.itemText}>
        <div className={styles.itemTitleRow}>
          <h4 id={titleId} className={styles.itemTitle}>
            {session.title}
          </h4>
          <SessionStatusBadge status={session.status} />
        </div>
        {session.description && <p className={styles.itemDescription}>{session.description}</p>}
        <p className={styles.itemMeta}>
          <span className={styles.metaInline}>
            <CalendarIcon aria-hidden="true" />
            <time dateTime={session.scheduledAt}>{formatDateTime(session.scheduledAt)}</time>
          </span>
          <span className={styles.metaInline}>
            <ClockIcon aria-hidden="true" />
            {formatDuration(session.duration)}
          </span>
          <span className={styles.metaInline}>
            <UsersIcon aria-hidden="true" />
            {pluralise(session.attendeeCount, 'attendee')}
          </span>
          <a href={session.meetingLink} target="_blank" rel="noopener noreferrer" className={styles.metaLink}>
            <ExternalLinkIcon aria-hidden="true" />
            Meeting link<span className="sr-only"> of {session.title} (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <div className={styles.actions}>
        {actions.length > 0 && (
          <div className={styles.actionGroup}>
            {actions.map(({ to, label }) => (
              <Button
                key={to}
                size="sm"
                variant={to === 'live' ? 'danger' : to === 'completed' ? 'success' : 'secondary'}
                icon={statusIcons[to]}
                className={to === 'cancelled' ? styles.dangerButton : undefined}
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
        <div className={styles.actionGroup}>
          {(session.status === 'scheduled' || session.status === 'live') && (
            <AddToCalendarButton session={session} />
          )}
          <Button
            size="sm"
            variant="secondary"
            icon={<EditIcon />}
            disabled={busy}
            onClick={() => onEdit(session)}
          >
            Edit<span className="sr-only"> {session.title}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon={<TrashIcon />}
            className={styles.dangerButton}
            disabled={busy}
            onClick={() => onDelete(session)}
          >
            Delete<span className="sr-only"> {session.title}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
