import type { UpcomingSession } from '@academy/shared/features/live-sessions/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, buttonClassName } from '../../../../components/ui';
import { formatDateTime, formatDuration } from '../../../../lib/format';
import styles from '../dashboard-layout.module.css';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/** How many sessions the section lists (spec part 1 §2: the next 5). */
export const UPCOMING_SESSIONS_SHOWN = 5;

/** Where a session's title leads: the Sessions tab of its course. */
export const sessionsTabHref = (session: Pick<UpcomingSession, 'courseId'>) =>
  `/instructor/courses?${new URLSearchParams({ tab: 'sessions', course: session.courseId }).toString()}`;

/** A live session first (it is on now), then the soonest; at most five. */
export const nextSessions = (sessions: readonly UpcomingSession[]): UpcomingSession[] =>
  [...sessions]
    .sort(
      (a, b) =>
        Number(b.status === 'live') - Number(a.status === 'live') ||
        Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt),
    )
    .slice(0, UPCOMING_SESSIONS_SHOWN);

/**
 * Upcoming Sessions (spec part 1 §2): the next 5 of the instructor's sessions, from `upcomingSessions` of
 * GET /api/dashboard/instructor (the page's query, handed down), each with Join, which opens the
 * meeting link in a new tab.
 */
export function UpcomingSessionsList({
  sessions,
  loading,
}: {
  sessions: readonly UpcomingSession[];
  loading: boolean;
}) {
  const { t } = useLingui();
  const shown = nextSessions(sessions);
  return (
    <DashboardSection
      title={t`Upcoming Sessions`}
      busy={loading}
      link={{ to: '/instructor/courses?tab=sessions', label: t`Live sessions` }}
      skeleton={{ rows: 3, label: t`Loading sessions` }}
      empty={shown.length === 0 && t`No upcoming sessions. Schedule one from a course’s Sessions tab.`}
    >
      <DashboardRows
        items={shown}
        keyOf={(session) => session._id}
        title={(session) => session.title}
        href={sessionsTabHref}
        meta={(session) => (
          <>
            <span className={styles.line}>{session.courseTitle}</span>
            <span className={styles.line}>
              <time dateTime={session.scheduledAt}>{formatDateTime(session.scheduledAt)}</time>
              {` · ${formatDuration(session.duration)}`}
            </span>
          </>
        )}
        side={(session) => {
          const title = session.title;
          return (
            <>
              {session.status === 'live' && (
                <Badge tone="red">
                  <Trans>Live now</Trans>
                </Badge>
              )}
              <a
                href={session.meetingLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({
                  size: 'sm',
                  variant: session.status === 'live' ? 'danger' : 'secondary',
                })}
              >
                <Trans>Join</Trans>
                <span className="sr-only"> {t`${title} (opens in a new tab)`}</span>
              </a>
            </>
          );
        }}
      />
    </DashboardSection>
  );
}
