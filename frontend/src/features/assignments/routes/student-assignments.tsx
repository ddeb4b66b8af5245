import {
  ASSIGNMENT_LIMITS,
  type CourseAssignmentsResponse,
} from '@academy/shared/features/assignments/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState } from '../../../components/ui';
import { BackLink, FilterBar, Page, PageHeader, PageLoading } from '../../../components/ui/kit';
import { FilterChoice, FilterSearch } from '../../../components/ui/kit-filter-fields';
import { isRefusal, LoadFailed } from '../../../components/ui/kit-load-failed';
import { ListCount } from '../../../components/ui/kit-note';
import { formatCount } from '../../../lib/format';
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

const statusOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'graded', label: 'Graded' },
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
const submittedMessage = 'Assignment submitted successfully!';
const updatedMessage = 'Submission updated successfully!';

/**
 * A student's assignments (spec part 2, /student/assignments and /student/assignments/{courseId}): stat tiles,
 * search, course and status filters, a submit box per assignment, the grade once graded. All courses come from
 * GET /api/assignments/my; one course from GET /api/assignments/course/{id}. Choosing a course opens its page.
 * The spec only logs a failed load and shows the list empty; here it is logged and shown, with Try again when
 * a retry may help (not for a refusal such as a course the student is not enrolled in).
 */
export default function StudentAssignmentsPage() {
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

  usePageTitle(courseId ? `Assignments${courseTitle ? `: ${courseTitle}` : ''}` : 'My Assignments');

  useEffect(() => {
    if (query.error) console.error('Loading assignments failed', query.error);
  }, [query.error]);

  // The success popup: each submit shows it afresh for 3 seconds.
  const [popup, setPopup] = useState<string | null>(null);
  const popupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showPopup = useCallback((updated: boolean) => {
    clearTimeout(popupTimer.current);
    setPopup(updated ? updatedMessage : submittedMessage);
    popupTimer.current = setTimeout(() => setPopup(null), ASSIGNMENT_LIMITS.successPopupMs);
  }, []);
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
    { value: '', label: 'All courses' },
    ...courses.map((course) => ({ value: course.id, label: course.title })),
  ];
  const loadFailed = query.isError && !query.data;

  return (
    <Page>
      <PageHeader
        back={courseId && <BackLink to="/student/assignments">All assignments</BackLink>}
        eyebrow={courseId ? (courseTitle ?? 'Course') : 'Coursework'}
        title={courseId ? 'Assignments' : 'My Assignments'}
        lead={
          courseId
            ? 'Submit your work before the due date; your grade and feedback show here once it is graded.'
            : 'Every assignment of your courses: submit your work and see your grades and feedback.'
        }
      />

      {query.isPending && !query.data ? (
        <PageLoading label="Loading assignments" />
      ) : (
        <>
          {!loadFailed && <AssignmentStatTiles stats={stats} />}

          {!loadFailed && (
            <FilterBar panel label="Filter assignments">
              <FilterSearch
                label="Search assignments"
                placeholder="Title, description or course"
                value={search}
                onSearch={setSearch}
              />
              <FilterChoice label="Course" options={courseOptions} value={courseId} onChoose={chooseCourse} />
              <FilterChoice
                label="Status"
                options={statusOptions}
                value={status}
                onChoose={(value) => setStatus(parseStatusFilter(value))}
              />
            </FilterBar>
          )}

          {loadFailed ? (
            <LoadFailed
              title="Assignments could not be loaded"
              error={query.error}
              onRetry={isRefusal(query.error) ? undefined : () => void query.refetch()}
            />
          ) : (
            <>
              <ListCount>
                {shown.length === assignments.length
                  ? `${formatCount(assignments.length)} ${assignments.length === 1 ? 'assignment' : 'assignments'}`
                  : `Showing ${formatCount(shown.length)} of ${formatCount(assignments.length)} assignments`}
              </ListCount>
              {shown.length === 0 ? (
                <Card padding="none">
                  <EmptyState
                    icon={<ClipboardIcon />}
                    title="No assignments found"
                    headingLevel={2}
                    description={
                      filtering && assignments.length > 0
                        ? 'Try a different search, course or status.'
                        : courseId
                          ? 'This course has no assignments yet.'
                          : 'Your courses have no assignments yet. New ones will show here.'
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
                          Clear search and status
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
