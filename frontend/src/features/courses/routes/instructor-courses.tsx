import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { BookIcon } from '../../../components/icons/icons';
import { ButtonLink, Card, EmptyState } from '../../../components/ui';
import tableStyles from '../../../components/ui/data-table.module.css';
import { Page, PageHeader, PageLoading } from '../../../components/ui/kit';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminDashboardQueryOptions, instructorDashboardQueryOptions } from '../../dashboards';
import { useManagedCourse } from '../api/get-managed-course';
import { useMyCourses } from '../api/list-my-courses';
import { CoursePanel } from '../components/manage/course-panel';
import { CoursePicker } from '../components/manage/course-picker';
import { PlusIcon } from '../components/manage/icons';
import { LoadMoreCourses } from '../components/manage/load-more-courses';
import styles from '../components/manage/manage.module.css';
import { useCourseEditorTabs } from '../lib/course-editor-tabs';

/** The selected course's first tab, the default (its modules); the others are given to the editor. */
const DEFAULT_TAB = 'overview';

/**
 * Instructor course management (/instructor/courses?course={id}&tab=…; spec part 2 §2): the own courses
 * on the left (every course for an admin), newest first a page at a time (Load more reads the next), the first
 * selected unless the address names one (read on its own when it is not among the loaded pages), and the
 * selected course's content on the right. The count is the dashboard's, not the loaded pages'.
 */
export default function InstructorCoursesPage() {
  const { t } = useLingui();
  usePageTitle(t`My courses`);
  const user = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const courses = useMyCourses();
  const adminFigures = useQuery({ ...adminDashboardQueryOptions(), enabled: isAdmin });
  const instructorFigures = useQuery({ ...instructorDashboardQueryOptions(), enabled: !isAdmin });
  const total = isAdmin ? adminFigures.data?.stats.courses : instructorFigures.data?.stats.courses;
  const [params, setParams] = useSearchParams();
  // The selected course's tabs (spec part 2 §2: ?tab=assignments or ?tab=sessions; Overview by default), and
  // what they keep in the address about their modals: another course or tab starts without it.
  const editorTabs = useCourseEditorTabs();
  const tabIds = [DEFAULT_TAB, ...editorTabs.map((tab) => tab.id)];
  const courseStateParams = editorTabs.flatMap((tab) => tab.params ?? []);

  const loaded = courses.data ?? [];
  const requested = params.get('course');
  const selectedId = requested ?? loaded[0]?.id ?? null;
  // A course named by the address may lie past the loaded pages: read it alone (a draft is visible to its staff).
  const missing = courses.isSuccess && selectedId !== null && !loaded.some((c) => c.id === selectedId);
  const alone = useManagedCourse(missing ? selectedId : null);
  const extra = missing && alone.data ? alone.data : null;
  const list = extra ? [extra, ...loaded] : loaded;
  const selected = list.find((course) => course.id === selectedId) ?? null;
  const requestedTab = params.get('tab') ?? DEFAULT_TAB;
  const tab = tabIds.includes(requestedTab) ? requestedTab : DEFAULT_TAB;

  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('course', id);
    for (const key of courseStateParams) next.delete(key);
    return `?${next.toString()}`;
  };

  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('course', id);
        else next.delete('course');
        if (id !== current.get('course')) for (const key of courseStateParams) next.delete(key);
        return next;
      },
      { replace: true },
    );

  const selectTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', id);
        if (id !== (current.get('tab') ?? DEFAULT_TAB)) for (const key of courseStateParams) next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <PageHeader
        size="md"
        title={isAdmin ? t`Course content` : t`My courses`}
        lead={t`Build each course’s modules: videos, resources and the order students follow.`}
        actions={
          isAdmin && (
            <ButtonLink to="/admin/courses" variant="secondary">
              <Trans>All courses</Trans>
            </ButtonLink>
          )
        }
      />

      {courses.isPending ? (
        <PageLoading label={t`Loading your courses`} />
      ) : courses.isError ? (
        <LoadFailed title={t`Your courses could not be loaded`} onRetry={() => courses.refetch()}>
          {messageOf(courses.error, t`Please check your connection and try again.`)}
        </LoadFailed>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            headingLevel={2}
            icon={<BookIcon />}
            title={t`No courses yet`}
            description={
              isAdmin
                ? t`Create a course first; its modules, videos and resources are managed here.`
                : t`When an admin creates a course for you, it appears here, ready for its modules, videos and resources.`
            }
            action={
              isAdmin ? (
                <ButtonLink to="/admin/add-course" icon={<PlusIcon aria-hidden="true" />}>
                  <Trans>Add Course</Trans>
                </ButtonLink>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <div className={styles.workspace}>
          <div className={styles.picker}>
            <CoursePicker
              courses={list}
              selectedId={selected?.id ?? null}
              hrefOf={hrefOf}
              onSelect={select}
              showInstructor={isAdmin}
              total={total}
              footer={
                courses.hasNextPage && (
                  <div className={`${tableStyles.footer} ${styles.listFooter}`}>
                    <LoadMoreCourses courses={courses} size="sm" />
                  </div>
                )
              }
            />
          </div>
          <div>
            {selected ? (
              <CoursePanel
                key={selected.id}
                summary={selected}
                tab={tab}
                onTabChange={selectTab}
                onRefreshList={() => void courses.refetch()}
                listRefreshing={courses.isRefetching}
              />
            ) : (
              <Card>
                <EmptyState
                  headingLevel={2}
                  icon={<BookIcon />}
                  title={t`No course selected`}
                  description={t`Select a course from the left to manage content`}
                />
              </Card>
            )}
          </div>
        </div>
      )}
    </Page>
  );
}
