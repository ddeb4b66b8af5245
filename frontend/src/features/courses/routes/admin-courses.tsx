import type { CourseSummary } from '@academy/shared';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BookIcon, UsersIcon } from '../../../components/icons/icons';
import { Alert, ButtonLink, EmptyState, Select, TextField } from '../../../components/ui';
import {
  FilterBar,
  filterField,
  Page,
  PageHeader,
  PageLoading,
  StatTiles,
  TableCard,
  TableFooter,
  TableNotices,
  TableRegion,
} from '../../../components/ui/kit';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { useConfirmDelete } from '../../../components/ui/kit-use-confirm-delete';
import { messageOf } from '../../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { formatCount } from '../../../lib/format';
import { dashboardKeys } from '../../../lib/query-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminDashboard } from '../../dashboards';
import { useDeleteCourse } from '../api/delete-course';
import { useMyCourses } from '../api/list-my-courses';
import { useUpdateCourse } from '../api/update-course';
import { CoursesTable } from '../components/manage/courses-table';
import { DeleteCourseDialog } from '../components/manage/delete-course-dialog';
import { EditCourseModal } from '../components/manage/edit-course-modal';
import { EyeOffIcon, GlobeIcon, PlusIcon } from '../components/manage/icons';
import { LoadMoreCourses } from '../components/manage/load-more-courses';
import { filterCourses, type StatusFilter } from '../lib/filter-courses';

const statusOptions = [
  { value: 'all', label: msg`All` },
  { value: 'published', label: msg`Published` },
  { value: 'draft', label: msg`Draft` },
] as const;

/**
 * Course management for admins (/admin/courses): every course, newest first, a page at a time (GET my-courses
 * answers every course for an admin; Load more reads the next page), searched by title or instructor and
 * filtered by status on the server, with publish, edit, manage content and delete. The figures at the top are
 * the course counters (GET /api/dashboard/admin), never sums over the loaded pages.
 */
export default function AdminCoursesPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  usePageTitle(t`Courses`);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const searched = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const courses = useMyCourses({ search: searched, status: status === 'all' ? undefined : status });
  const counters = useAdminDashboard();
  const queryClient = useQueryClient();
  const refreshCounters = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.admin() });
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<CourseSummary | null>(null);
  const publish = useUpdateCourse();
  const remove = useConfirmDelete(
    useDeleteCourse(),
    (course: CourseSummary) => course.id,
    (course) => {
      void refreshCounters();
      const title = course.title;
      setNotice(t`“${title}” has been deleted.`);
    },
  );

  // The server filters; the loaded pages are filtered again so that a narrower search shows at once.
  const shown = useMemo(
    () => filterCourses(courses.data ?? [], { search, status }),
    [courses.data, search, status],
  );
  const figures = counters.data?.stats;

  const togglePublished = (course: CourseSummary) => {
    setNotice(null);
    const isPublished = !course.isPublished;
    publish.mutate(
      { id: course.id, body: { isPublished } },
      {
        onSuccess: () => {
          void refreshCounters();
          const title = course.title;
          setNotice(
            isPublished ? t`“${title}” is published.` : t`“${title}” is now a draft, hidden from students.`,
          );
        },
      },
    );
  };

  const stats = [
    {
      label: t`Courses`,
      value: figures?.courses,
      icon: BookIcon,
      accent: 'blue' as const,
    },
    {
      label: t`Published`,
      value: figures?.publishedCourses,
      icon: GlobeIcon,
      accent: 'teal' as const,
    },
    {
      label: t`Drafts`,
      value: figures && Math.max(0, figures.courses - figures.publishedCourses),
      icon: EyeOffIcon,
      accent: 'purple' as const,
    },
    {
      label: t`Enrolments`,
      value: figures?.enrollments,
      icon: UsersIcon,
      accent: 'indigo' as const,
    },
  ];

  const filtering = Boolean(search.trim()) || status !== 'all';
  const more = courses.hasNextPage;

  return (
    <Page>
      <PageHeader
        size="md"
        title={t`Courses`}
        lead={t`Every course on the academy: publish, edit and manage content.`}
        actions={
          <ButtonLink to="/admin/add-course" icon={<PlusIcon aria-hidden="true" />}>
            <Trans>Add Course</Trans>
          </ButtonLink>
        }
      />

      <StatTiles
        label={t`Course counts`}
        narrow="grid"
        tiles={stats.map(({ label, value, icon: Icon, accent }) => ({
          label,
          value: value === undefined ? '–' : formatCount(value),
          icon: <Icon aria-hidden="true" />,
          accent,
        }))}
      />

      <TableCard>
        <FilterBar label={t`Filter courses`}>
          <TextField
            label={t`Search by title or instructor`}
            type="search"
            placeholder={t`e.g. React or Rahul`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={filterField.search}
          />
          <Select
            label={t`Status`}
            options={statusOptions.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            className={filterField.choice}
          />
        </FilterBar>

        <TableNotices>
          {notice && <Alert tone="success">{notice}</Alert>}
          {publish.isError && (
            <Alert tone="error">
              {messageOf(publish.error, t`The course could not be updated. Please try again.`)}
            </Alert>
          )}
        </TableNotices>

        {courses.isPending ? (
          <PageLoading label={t`Loading courses`} />
        ) : courses.isError ? (
          <TableNotices live={false}>
            <LoadFailed title={t`Courses could not be loaded`} onRetry={() => courses.refetch()}>
              {messageOf(courses.error, t`Please check your connection and try again.`)}
            </LoadFailed>
          </TableNotices>
        ) : shown.length === 0 && !more ? (
          <EmptyState
            icon={<BookIcon />}
            title={t`No courses found`}
            description={
              filtering ? t`Try a different title, instructor or status.` : t`No course has been created yet.`
            }
            action={
              filtering ? undefined : (
                <ButtonLink to="/admin/add-course" icon={<PlusIcon aria-hidden="true" />}>
                  <Trans>Add Course</Trans>
                </ButtonLink>
              )
            }
          />
        ) : shown.length === 0 ? (
          <TableNotices live={false}>
            <p>
              <Trans>No course found in the courses read so far: load more to search further.</Trans>
            </p>
          </TableNotices>
        ) : (
          <TableRegion busy={courses.isFetching}>
            <CoursesTable
              courses={shown}
              pendingId={publish.isPending ? (publish.variables?.id ?? null) : null}
              onTogglePublished={togglePublished}
              onEdit={(course) => {
                setNotice(null);
                setEditing(course);
              }}
              onDelete={(course) => {
                setNotice(null);
                remove.ask(course);
              }}
            />
          </TableRegion>
        )}

        {courses.isSuccess && (shown.length > 0 || more) && (
          <TableFooter list={courses} showing={showingText(shown.length, filtering, figures?.courses)}>
            {more && <LoadMoreCourses courses={courses} />}
          </TableFooter>
        )}
      </TableCard>

      <EditCourseModal
        course={editing}
        onClose={() => setEditing(null)}
        onSaved={(title, changed) => {
          setEditing(null);
          setNotice(changed ? t`“${title}” has been updated.` : t`Nothing was changed in “${title}”.`);
        }}
      />
      <DeleteCourseDialog course={remove.item} {...remove.dialog} />
    </Page>
  );
}

/** "Showing 12 of 40 courses", or of the matching ones while filtering (no total then). */
function showingText(count: number, filtering: boolean, total: number | undefined): string {
  const shown = formatCount(count);
  if (filtering)
    return plural(count, {
      one: `Showing ${shown} matching course`,
      other: `Showing ${shown} matching courses`,
    });
  if (total === undefined)
    return plural(count, { one: `Showing ${shown} course`, other: `Showing ${shown} courses` });
  const all = formatCount(total);
  return plural(total, {
    one: `Showing ${shown} of ${all} course`,
    other: `Showing ${shown} of ${all} courses`,
  });
}
