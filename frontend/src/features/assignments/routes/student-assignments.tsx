import {
  ASSIGNMENT_LIMITS,
  type CourseAssignmentsResponse,
} from '@academy/shared/features/assignments/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState } from '../../../components/ui';
import { BackLink, FilterBar, Page, PageHeader, PageLoading } from '../../../components/ui/kit';
import { FilterChoice, FilterSearch } from '../../../components/ui/kit-filter-fields';
import { isRefusal, LoadFailed } from '../../../components/ui/kit-load-failed';
import { ListCount } from '../../../components/ui/kit-note';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseAssignments } from '../api/list-course-assignments';
import { useMyAssignments } from '../api/list-my-assignments';
import { AssignmentCard } from '../components/student/assignment-card';
import { AssignmentStatTiles } from '../components/student/assignment-stats';
import { ClipboardIcon } from '../components/student/icons';
import styles from '../components/student/student-assignments.module.css';
import { SuccessPopup } from '../components/student/success-popup';
import {
  type AssignmentFilters,
  assignmentStats,
  filterAssignments,
  isFiltering,
  parseStatusFilter,
  type StatusFilter,
} from '../lib/student-assignments';

const statusOptions: readonly { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All statuses` },
  { value: 'pending', label: msg`Pending` },
  { value: 'submitted', label: msg`Submitted` },
  { value: 'graded', label: msg`Graded` },
];

/** What the course filter hands on to the page it opens. */
interface CarriedFilters {
  search: string;
  status: StatusFilter;
}

const carriedFilters = (state: unknown): CarriedFilters | null => {
  if (!state || typeof state !== 'object') return null;
  const { search, status } = state as Record<string, unknown>;
  return typeof search === 'string' && typeof status === 'string'
    ? { search, status: parseStatusFilter(status) }
    : null;
};

/** The success popup's messages; the spec gives none (only that it shows for 3 seconds). */
const submittedMessage = msg`Assignment submitted successfully!`;
const updatedMessage = msg`Submission updated successfully!`;

/**
 * A student's assignments (spec part 2, /student/assignments and /student/assignments/{courseId}): stat tiles,
 * search, course and status filters, a submit box per assignment, the grade once graded. All courses come from
 * GET /api/assignments/my; one course from GET /api/assignments/course/{id}. Choosing a course opens its page.
 * The spec only logs a failed load and shows the list empty; here it is logged and shown, with Try again when
 * a retry may help (not for a refusal such as a course the student is not enrolled in).
 */
export default function StudentAssignmentsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Search and status are the page's own state (a URL update per keystroke would lag behind the typing);
  // they start from a link's ?q= and ?status=, and go along when the course filter opens another page.
  const carried = carriedFilters(location.state);
  const [search, setSearch] = useState(() => carried?.search ?? params.get('q') ?? '');
  const [status, setStatus] = useState<StatusFilter>(
    () => carried?.status ?? parseStatusFilter(params.get('status')),
  );

  // The all-courses list: fetched on its own page; on a course page only read if it is already cached
  // (it names the other courses for the course filter and shows the course's work while that loads).
  const mine = useMyAssignments(!courseId);
  const placeholder = useMemo((): CourseAssignmentsResponse | undefined => {
    const course = mine.data?.courses.find((c) => c.id === courseId);
    if (!course || !mine.data) return undefined;
    const assignments = mine.data.assignments.filter((a) => a.courseId === courseId);
    return { course, view: 'student', assignments };
  }, [mine.data, courseId]);
  const oneCourse = useCourseAssignments(courseId, { enabled: Boolean(courseId), placeholder });
  const query = courseId ? oneCourse : mine;

  const assignments = (courseId ? oneCourse.data?.assignments : mine.data?.assignments) ?? [];
  const courseTitle = oneCourse.data?.course.title;
  const courses = useMemo(() => {
    const list = mine.data?.courses ?? [];
    const current = oneCourse.data?.course;
    return current && !list.some((c) => c.id === current.id) ? [...list, current] : list;
  }, [mine.data, oneCourse.data]);

  usePageTitle(
    courseId ? (courseTitle ? t`Assignments: ${courseTitle}` : t`Assignments`) : t`My Assignments`,
  );

  useEffect(() => {
    if (query.error) console.error('Loading assignments failed', query.error);
  }, [query.error]);

  // The success popup: each submit shows it afresh for 3 seconds.
  const [popup, setPopup] = useState<string | null>(null);
  const popupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showPopup = useCallback(
    (updated: boolean) => {
      clearTimeout(popupTimer.current);
      setPopup(i18n._(updated ? updatedMessage : submittedMessage));
      popupTimer.current = setTimeout(() => setPopup(null), ASSIGNMENT_LIMITS.successPopupMs);
    },
    [i18n],
  );
  useEffect(() => () => clearTimeout(popupTimer.current), []);

  const chooseCourse = (id: string) => {
    const state: CarriedFilters = { search, status };
    navigate(`/student/assignments${id ? `/${encodeURIComponent(id)}` : ''}`, { state });
  };

  const filters: AssignmentFilters = { search, courseId, status };
  const stats = useMemo(() => assignmentStats(assignments), [assignments]);
  const shown = useMemo(
    () => filterAssignments(assignments, { search, courseId, status }),
    [assignments, search, courseId, status],
  );
  const filtering = isFiltering(filters);
  const now = Date.now();

  const courseOptions = [
    { value: '', label: t`All courses` },
    ...courses.map((course) => ({ value: course.id, label: course.title })),
  ];
  const loadFailed = query.isError && !query.data;
  const total = assignments.length;
  const showing = shown.length;

  return (
    <Page>
      <PageHeader
        back={
          courseId && (
            <BackLink to="/student/assignments">
              <Trans>All assignments</Trans>
            </BackLink>
          )
        }
        eyebrow={courseId ? (courseTitle ?? t`Course`) : t`Coursework`}
        title={courseId ? t`Assignments` : t`My Assignments`}
        lead={
          courseId
            ? t`Submit your work before the due date; your grade and feedback show here once it is graded.`
            : t`Every assignment of your courses: submit your work and see your grades and feedback.`
        }
      />

      {query.isPending && !query.data ? (
        <PageLoading label={t`Loading assignments`} />
      ) : (
        <>
          {!loadFailed && <AssignmentStatTiles stats={stats} />}

          {!loadFailed && (
            <FilterBar panel label={t`Filter assignments`}>
              <FilterSearch
                label={t`Search assignments`}
                placeholder={t`Title, description or course`}
                value={search}
                onSearch={setSearch}
              />
              <FilterChoice
                label={t`Course`}
                options={courseOptions}
                value={courseId}
                onChoose={chooseCourse}
              />
              <FilterChoice
                label={t`Status`}
                options={statusOptions.map((option) => ({
                  value: option.value,
                  label: i18n._(option.label),
                }))}
                value={status}
                onChoose={(value) => setStatus(parseStatusFilter(value))}
              />
            </FilterBar>
          )}

          {loadFailed ? (
            <LoadFailed
              title={t`Assignments could not be loaded`}
              error={query.error}
              onRetry={isRefusal(query.error) ? undefined : () => void query.refetch()}
            />
          ) : (
            <>
              <ListCount>
                {showing === total
                  ? plural(total, { one: '# assignment', other: '# assignments' })
                  : plural(total, {
                      one: `Showing ${showing} of # assignment`,
                      other: `Showing ${showing} of # assignments`,
                    })}
              </ListCount>
              {shown.length === 0 ? (
                <Card padding="none">
                  <EmptyState
                    icon={<ClipboardIcon />}
                    title={t`No assignments found`}
                    headingLevel={2}
                    description={
                      filtering && assignments.length > 0
                        ? t`Try a different search, course or status.`
                        : courseId
                          ? t`This course has no assignments yet.`
                          : t`Your courses have no assignments yet. New ones will show here.`
                    }
                    action={
                      filtering &&
                      (search || status !== 'all') && (
                        <Button
                          variant="secondary"
                          onClick={() => {
                            setSearch('');
                            setStatus('all');
                          }}
                        >
                          <Trans>Clear search and status</Trans>
                        </Button>
                      )
                    }
                  />
                </Card>
              ) : (
                <ul className={styles.list}>
                  {shown.map((assignment) => (
                    <li key={assignment.id}>
                      <AssignmentCard
                        assignment={assignment}
                        showCourse={!courseId}
                        now={now}
                        onSubmitted={showPopup}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}

      <SuccessPopup message={popup} />
    </Page>
  );
}
