import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BookIcon, ChatIcon, UsersIcon } from '../../../components/icons/icons';
import { ButtonLink, Card, EmptyState, Select, TextField } from '../../../components/ui';
import { CardGrid, Page, PageHeader, PageLoading, SegmentedFilter } from '../../../components/ui/kit';
import { layoutOf } from '../../../components/ui/kit-layout';
import { ListSummary, LoadMore } from '../../../components/ui/kit-list';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseStudents } from '../api/list-course-students';
import { useManagedCourses } from '../api/list-managed-courses';
import { StudentCard } from '../components/student-card';
import styles from '../components/students.module.css';
import { STUDENT_SEARCH_DEBOUNCE_MS } from '../constants';
import { messageStudentHref, messageStudentState } from '../lib/links';
import {
  filterStudents,
  parseStudentFilter,
  STUDENT_FILTERS,
  type StudentFilter,
} from '../lib/student-figures';

/**
 * The instructor's students (spec part 2, /instructor/students?course={id}&filter=…): a course drop-down
 * (own courses, every course for an admin; the first with students unless the address names one), a search over name and
 * email, All Students / In Progress / Completed, and a card per student, with Message (the course's instructor)
 * to open or start a chat with them. The search and the filter apply to the students loaded so far; "Load more"
 * reads the next page.
 */
export default function InstructorStudentsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Students`);
  const user = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, STUDENT_SEARCH_DEBOUNCE_MS);

  const courses = useManagedCourses();
  const list = courses.data ?? [];
  // The first course with students (the newest one may have none yet), else the first course.
  const selectedId =
    params.get('course') || (list.find((course) => course.enrollmentCount > 0) ?? list[0])?.id || null;
  const filter = parseStudentFilter(params.get('filter'));

  const pages = useCourseStudents(selectedId);
  const firstPage = pages.data?.pages[0];
  const loaded = pages.data?.pages.flatMap((page) => page.students) ?? [];
  const shown = filterStudents(loaded, filter, debouncedSearch);
  const total = loaded.length;
  const counted =
    shown.length === total
      ? plural(total, { one: '# student', other: '# students' })
      : plural(shown.length, { one: `# student of ${total}`, other: `# students of ${total}` });
  const courseTitle =
    firstPage?.course.title ?? list.find((course) => course.id === selectedId)?.title ?? t`Course`;

  // "today" and "2 days ago" are counted from when the answer arrived, so a re-render never shifts them.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (pages.dataUpdatedAt) setNow(Date.now());
  }, [pages.dataUpdatedAt]);

  const update = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const chooseFilter = (id: StudentFilter) => update('filter', id === 'all' ? null : id);

  const courseOptions = [
    ...(selectedId && !list.some((course) => course.id === selectedId)
      ? [{ value: selectedId, label: firstPage?.course.title ?? t`Choose a course` }]
      : []),
    ...list.map((course) => {
      const title = course.title;
      return { value: course.id, label: course.isPublished ? title : t`${title} (Draft)` };
    }),
  ];

  return (
    <Page>
      <PageHeader
        eyebrow={isAdmin ? t`Admin` : t`Instructor`}
        title={t`Students`}
        lead={t`Follow each student’s progress in a course: completion, hours watched, assignments submitted and when they were last active.`}
      />

      {courses.isPending ? (
        <PageLoading label={t`Loading your courses`} />
      ) : courses.isError ? (
        <LoadFailed title={t`Your courses could not be loaded`} onRetry={courses.refetch}>
          {messageOf(courses.error, t`Please check your connection and try again.`)}
        </LoadFailed>
      ) : list.length === 0 && !selectedId ? (
        <Card>
          <EmptyState
            headingLevel={2}
            icon={<BookIcon />}
            title={t`No courses yet`}
            description={t`When you have a course, its students and their progress are listed here.`}
          />
        </Card>
      ) : (
        <>
          <div className={styles.toolbar}>
            <Select
              label={t`Course`}
              options={courseOptions}
              value={selectedId ?? ''}
              onChange={(event) => update('course', event.target.value)}
            />
            <TextField
              label={t`Search students`}
              type="search"
              placeholder={t`Name or email`}
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SegmentedFilter
              legend={t`Show`}
              options={STUDENT_FILTERS.map((option) => ({ ...option, label: i18n._(option.label) }))}
              value={filter}
              onChange={chooseFilter}
              stretch
            />
          </div>

          <section className={layoutOf('stack', 4)} aria-labelledby="students-of">
            <div className={styles.listHeading}>
              <h2 id="students-of" className={textOf('xl')}>
                {courseTitle}
              </h2>
              {firstPage && (
                <ListSummary aria-live="polite">
                  {pages.hasNextPage ? t`${counted} loaded` : counted}
                  {' · '}
                  {plural(firstPage.totalAssignments, { one: '# assignment', other: '# assignments' })}
                </ListSummary>
              )}
            </div>

            {pages.isPending ? (
              <PageLoading label={t`Loading students`} />
            ) : pages.isError ? (
              <LoadFailed title={t`The students could not be loaded`} onRetry={pages.refetch}>
                {messageOf(pages.error, t`Please check your connection and try again.`)}
              </LoadFailed>
            ) : (
              <>
                {shown.length === 0 ? (
                  <Card padding="none">
                    <EmptyState
                      headingLevel={3}
                      icon={<UsersIcon />}
                      title={t`No students found`}
                      description={
                        loaded.length === 0
                          ? t`Nobody has enrolled in this course yet.`
                          : t`No student matches this search and filter.`
                      }
                    />
                  </Card>
                ) : (
                  <CardGrid>
                    {shown.map((student) => {
                      const name = student.name;
                      return (
                        <li key={student._id}>
                          <StudentCard
                            student={student}
                            totalAssignments={firstPage?.totalAssignments ?? 0}
                            now={now}
                            actions={
                              !isAdmin &&
                              selectedId && (
                                <ButtonLink
                                  to={messageStudentHref(selectedId, student._id)}
                                  state={messageStudentState(student.name, courseTitle)}
                                  size="sm"
                                  variant="secondary"
                                  icon={<ChatIcon aria-hidden="true" />}
                                  aria-label={t`Message ${name}`}
                                >
                                  <Trans>Message</Trans>
                                </ButtonLink>
                              )
                            }
                          />
                        </li>
                      );
                    })}
                  </CardGrid>
                )}
                <LoadMore pages={pages} />
              </>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
