import { plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VideoIcon } from '../../../components/icons/icons';
import { Card, EmptyState, Select } from '../../../components/ui';
import { Page, PageHeader, PageLoading } from '../../../components/ui/kit';
import cardList from '../../../components/ui/kit-card-list.module.css';
import { layoutOf } from '../../../components/ui/kit-layout';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import sideLayout from '../../../components/ui/kit-side-layout.module.css';
import { textOf } from '../../../components/ui/site-text';
import { useClearNotificationsOnVisit } from '../../../lib/use-clear-notifications';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMySessions } from '../api/list-my-sessions';
import { CalendarFeedPanel } from '../components/calendar';
import styles from '../components/live-sessions.module.css';
import { SessionCard } from '../components/session-card';
import {
  filterSessions,
  parseSessionFilter,
  SESSION_FILTER_EMPTY,
  SESSION_FILTER_LABELS,
  type SessionFilter,
  sessionCounts,
  sessionFilters,
} from '../lib/sessions';

/**
 * A student's live sessions (spec part 2, /student/live-sessions, optional courseId): All Sessions, Upcoming
 * and Completed, live first, Join while live or to come. Visiting the page reads the student's live-session
 * notifications, so the bell's badge drops. The filter and the course are in the address (?filter=,
 * ?courseId=). The spec only logs a failed load; here it is logged and shown with Try again.
 */
export default function StudentLiveSessionsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [params, setParams] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  const filter = parseSessionFilter(params.get('filter'));
  const query = useMySessions();
  useClearNotificationsOnVisit('live-session');

  useEffect(() => {
    if (query.error) console.error('Loading live sessions failed', query.error);
  }, [query.error]);

  const courses = query.data?.courses ?? [];
  const course = courses.find((c) => c.id === courseId);
  const courseTitle = course?.title;
  usePageTitle(courseTitle ? t`Live Sessions: ${courseTitle}` : t`Live Sessions`);

  const now = Date.now();
  // A course the student has no sessions list for (not enrolled, or a stale link) shows all, as the select says.
  const ofCourse = (query.data?.sessions ?? []).filter((s) => !course || s.courseId === course.id);
  const counts = sessionCounts(ofCourse, now);
  const shown = filterSessions(ofCourse, filter, now);
  const shownLabel = i18n._(SESSION_FILTER_LABELS[filter]);
  const shownCount = shown.length;

  const setParam = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const courseOptions = [
    { value: '', label: t`All courses` },
    ...courses.map((c) => ({ value: c.id, label: c.title })),
  ];

  return (
    <Page>
      <PageHeader
        eyebrow={course?.title ?? t`Live classes`}
        title={t`Live Sessions`}
        lead={t`Join your instructors live: a session opens in a new tab, and past sessions stay listed under Completed.`}
        shrinkOnPhone
      />

      {query.isPending ? (
        <PageLoading label={t`Loading live sessions`} />
      ) : query.isError ? (
        <LoadFailed
          title={t`Live sessions could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className={styles.layout}>
          <div className={layoutOf('stack', 5, 'shrink')}>
            <Card padding="none" className={styles.toolbar}>
              <fieldset className={styles.filterGroup}>
                <legend className="sr-only">
                  <Trans>Show</Trans>
                </legend>
                {sessionFilters.map((id) => (
                  <button
                    key={id}
                    type="button"
                    className={styles.filterButton}
                    aria-pressed={filter === id}
                    onClick={() => setParam('filter', id, 'all')}
                  >
                    <span className={styles.filterLabel}>{i18n._(SESSION_FILTER_LABELS[id])}</span>
                    <span className={`${styles.filterCount} ${textOf('primary', 'xs')}`}>{counts[id]}</span>
                  </button>
                ))}
              </fieldset>
              {courses.length > 1 && (
                <Select
                  label={t`Course`}
                  options={courseOptions}
                  value={course ? courseId : ''}
                  onChange={(event) => setParam('courseId', event.target.value, '')}
                  className={styles.courseSelect}
                />
              )}
            </Card>

            <p className="sr-only" aria-live="polite">
              {plural(shownCount, {
                one: `${shownLabel}: # session`,
                other: `${shownLabel}: # sessions`,
              })}
            </p>

            {shown.length === 0 ? (
              <Card padding="none">
                <EmptyState
                  headingLevel={2}
                  icon={<VideoIcon />}
                  title={i18n._(SESSION_FILTER_EMPTY[filter as SessionFilter])}
                  description={
                    filter === 'all'
                      ? t`When an instructor schedules a session for one of your courses, it appears here and you are notified.`
                      : undefined
                  }
                />
              </Card>
            ) : (
              <ul className={cardList.list} aria-label={t`Live sessions`}>
                {shown.map((session) => (
                  <li key={session.id}>
                    <SessionCard session={session} now={now} showCourse={!course} headingLevel={2} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <CalendarFeedPanel className={sideLayout.side} />
        </div>
      )}
    </Page>
  );
}
