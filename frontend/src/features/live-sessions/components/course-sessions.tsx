import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { ListLoading } from '../../../components/ui/kit';
import cardList from '../../../components/ui/kit-card-list.module.css';
import emptyNote from '../../../components/ui/kit-empty-note.module.css';
import { layoutOf } from '../../../components/ui/kit-layout';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { useCourseSessions } from '../api/list-course-sessions';
import { sortSessions } from '../lib/sessions';
import styles from './live-sessions.module.css';
import { SessionCard } from './session-card';

/**
 * The learning page's Live Sessions tab (spec part 2, learning page): the course's sessions, live first, each
 * with Join while it is live or to come; with none, 'No live sessions scheduled for this course.'.
 */
export function CourseSessions({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const query = useCourseSessions(courseId);
  const now = Date.now();
  const sessions = sortSessions(query.data?.sessions ?? [], now);

  useEffect(() => {
    if (query.error) console.error('Loading the course’s live sessions failed', query.error);
  }, [query.error]);

  if (query.isPending) {
    return <ListLoading label={t`Loading live sessions`} />;
  }
  if (query.isError) {
    return (
      <LoadFailed
        title={t`Live sessions could not be loaded`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (sessions.length === 0) {
    return (
      <p className={emptyNote.note}>
        <Trans>No live sessions scheduled for this course.</Trans>
      </p>
    );
  }
  return (
    <div className={layoutOf('stack', 4)}>
      <ul className={cardList.list} aria-label={t`Live sessions of this course`}>
        {sessions.map((session) => (
          <li key={session.id}>
            <SessionCard session={session} now={now} showCourse={false} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link
        to={`/student/live-sessions?${new URLSearchParams({ courseId }).toString()}`}
        className={styles.allLink}
      >
        <Trans>All live sessions</Trans> <ArrowRightIcon aria-hidden="true" />
      </Link>
    </div>
  );
}
