import type { LiveSession, SessionStatus } from '@academy/shared/features/live-sessions/schemas';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BookIcon, CalendarIcon, CheckIcon, ClockIcon, UserIcon } from '../../../components/icons/icons';
import { Card } from '../../../components/ui';
import { Fact, Facts } from '../../../components/ui/kit-facts';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { formatDateTime, formatDuration } from '../../../lib/format';
import { canJoin, shownStatus } from '../lib/sessions';
import { AddToCalendarButton } from './calendar';
import { JoinButton } from './join-button';
import styles from './live-sessions.module.css';
import { SessionStatusBadge } from './session-status-badge';

/** The card's edge in the status colour (live red, scheduled blue, completed green, cancelled grey). */
const statusClass: Record<SessionStatus, string | undefined> = {
  live: styles.cardLive,
  scheduled: undefined,
  completed: styles.cardCompleted,
  cancelled: styles.cardCancelled,
};

interface SessionCardProps {
  session: LiveSession;
  /** The page's clock (ms), so every card judges "upcoming" by the same instant. */
  now: number;
  /** Name and link the course (the all-courses page); the learning page's tab leaves it out. */
  showCourse: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Further actions (the calendar download), after Join. */
  extraActions?: ReactNode;
}

/** A fact labelled by its icon, the word for screen readers only. */
function IconFact({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <Fact
      label={
        <>
          {icon}
          <span className="sr-only">{label}</span>
        </>
      }
    >
      {children}
    </Fact>
  );
}

/**
 * One session as a student sees it: title, status (live red with "Live now", scheduled blue, completed green,
 * cancelled grey), start in the viewer's time zone, duration, course and instructor; Join and Add to calendar
 * (its `.ics`) while it is live or still to come.
 */
export function SessionCard({ session, now, showCourse, headingLevel = 3, extraActions }: SessionCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `session-${session.id}-title`;
  const status = shownStatus(session, now);
  const joinable = canJoin(session, now);
  return (
    <Card
      as="article"
      padding="none"
      className={`${styles.card} ${statusClass[status]}`}
      aria-labelledby={titleId}
    >
      <div className={styles.cardHeader}>
        <div className={layoutOf('stack', 1, 'shrink')}>
          <Heading id={titleId} className={textOf('lg', 'semibold', 'snug', 'wrap')}>
            {session.title}
          </Heading>
          {showCourse && (
            <Link to={`/learn/${encodeURIComponent(session.courseId)}`} className={styles.courseLink}>
              <BookIcon aria-hidden="true" />
              {session.courseTitle}
            </Link>
          )}
        </div>
        <SessionStatusBadge status={status} />
      </div>
      <Facts className={styles.meta}>
        <IconFact icon={<CalendarIcon aria-hidden="true" />} label={<Trans>Starts</Trans>}>
          <time dateTime={session.scheduledAt}>{formatDateTime(session.scheduledAt)}</time>
        </IconFact>
        <IconFact icon={<ClockIcon aria-hidden="true" />} label={<Trans>Duration</Trans>}>
          {formatDuration(session.duration)}
        </IconFact>
        <IconFact icon={<UserIcon aria-hidden="true" />} label={<Trans>Instructor</Trans>}>
          {session.instructor.name}
        </IconFact>
      </Facts>
      {session.description && (
        <p className={`${styles.description} ${textOf('muted', 'wrap')}`}>{session.description}</p>
      )}
      {(joinable || session.joinedByMe || extraActions) && (
        <div className={styles.cardActions}>
          {joinable && <JoinButton session={session} />}
          {joinable && <AddToCalendarButton session={session} />}
          {session.joinedByMe && (
            <span className={styles.joined}>
              <CheckIcon aria-hidden="true" /> <Trans>You joined</Trans>
            </span>
          )}
          {extraActions}
        </div>
      )}
    </Card>
  );
}
