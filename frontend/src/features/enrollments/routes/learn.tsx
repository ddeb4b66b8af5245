import type { Course, Enrollment } from '@academy/shared';
import { dashboardPath } from '@academy/shared/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeftIcon, ArrowRightIcon, CheckCircleIcon } from '../../../components/icons/icons';
import { Alert, Button, Card, PageSpinner } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import sideLayout from '../../../components/ui/kit-side-layout.module.css';
import { textOf } from '../../../components/ui/site-text';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { formatDuration } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyEnrollment } from '..';
import { useLearnCourse } from '../api/get-course';
import { CertificateCallout } from '../components/certificate-callout';
import { LessonPlayer } from '../components/lesson-player';
import { LessonTabs } from '../components/lesson-tabs';
import { ModuleList } from '../components/module-list';
import { NotAccessible } from '../components/not-accessible';
import { ProgressSummary } from '../components/progress-summary';
import { RateCourse } from '../components/rate-course';
import { completionPercent, moduleSeconds, orderModules, progressOf, startModuleId } from '../lib/progress';
import type { PendingProgress } from '../lib/progress-outbox';
import { useProgressSync } from '../lib/use-progress-sync';
import type { ProgressSave } from '../lib/use-watch-tracker';
import styles from './learn.module.css';

/** The query parameter naming the open module, so a reload or a shared link opens the same lesson. */
const MODULE_PARAM = 'module';

/**
 * The learning page (spec part 2 §2): modules with ticks and durations, the video, progress, the
 * lesson's tabs. Enrolled students learn here; the course's instructor and admins may preview it.
 */
export default function LearnPage() {
  const { t } = useLingui();
  const { courseId = '' } = useParams();
  const user = useCurrentUser();
  const isStudent = user.role === 'student';
  const courseQuery = useLearnCourse(courseId);
  const enrollmentQuery = useMyEnrollment(courseId, isStudent);
  const sync = useProgressSync(isStudent ? user.id : null);

  usePageTitle(courseQuery.data?.title ?? t`Learning`);

  if (courseQuery.isPending || (isStudent && enrollmentQuery.isPending)) {
    return <PageSpinner label={t`Loading your course`} />;
  }
  if (courseQuery.isError) {
    const missing = courseQuery.error instanceof ApiError && courseQuery.error.status === 404;
    if (!missing) console.error('Loading the course failed', courseQuery.error);
    return (
      <NotAccessible
        courseId={courseId}
        courseExists={false}
        onRetry={missing ? undefined : () => void courseQuery.refetch()}
      />
    );
  }
  const course = courseQuery.data;

  if (isStudent) {
    // A failed lookup counts as not enrolled (spec part 2 §4), with a way to try again.
    if (enrollmentQuery.isError) console.error('Loading the enrolment failed', enrollmentQuery.error);
    const enrollment = enrollmentQuery.data;
    if (!enrollment) {
      return (
        <NotAccessible
          courseId={course._id}
          courseExists
          onRetry={enrollmentQuery.isError ? () => void enrollmentQuery.refetch() : undefined}
        />
      );
    }
    return (
      <Classroom
        key={course._id}
        course={course}
        enrollment={enrollment}
        pending={sync.pending}
        record={sync.record}
      />
    );
  }

  const owns = user.role === 'admin' || course.instructor.id === user.id;
  if (!owns) {
    return (
      <NotAccessible
        courseId={course._id}
        courseExists
        reason={t`Only students enrolled in this course, its instructor and admins can open its lessons.`}
      />
    );
  }
  return <Classroom key={course._id} course={course} enrollment={null} pending={[]} record={null} />;
}

interface ClassroomProps {
  course: Course;
  /** Null in a preview (instructor, admin): nothing is recorded. */
  enrollment: Enrollment | null;
  /** Saves not yet on the server (shown as if they were). */
  pending: readonly PendingProgress[];
  record: ((entry: PendingProgress, options?: { keepalive?: boolean }) => void) | null;
}

function Classroom({ course, enrollment, pending, record }: ClassroomProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const modules = useMemo(() => orderModules(course.modules), [course.modules]);
  const preview = enrollment === null;

  const pendingOf = useCallback(
    (moduleId: string) => pending.find((p) => p.courseId === course._id && p.moduleId === moduleId),
    [pending, course._id],
  );
  const isCompleted = useCallback(
    (moduleId: string) =>
      Boolean(progressOf(enrollment, moduleId)?.completed || pendingOf(moduleId)?.completed),
    [enrollment, pendingOf],
  );

  // Where the learner starts, worked out once; the address then says which module is open.
  const [startId] = useState(() => startModuleId(modules, enrollment, isCompleted));
  const requested = params.get(MODULE_PARAM);
  const indexOf = (moduleId: string | null | undefined) => modules.findIndex((m) => m.id === moduleId);
  const currentIndex = Math.max(0, indexOf(requested) === -1 ? indexOf(startId) : indexOf(requested));
  const current = modules[currentIndex];

  const completedCount = modules.filter((m) => isCompleted(m.id)).length;
  const unsentCompletion = modules.some(
    (m) => pendingOf(m.id)?.completed && !progressOf(enrollment, m.id)?.completed,
  );
  const percent =
    enrollment && !unsentCompletion
      ? enrollment.completionPercentage
      : completionPercent(completedCount, modules.length);

  const hrefOf = (moduleId: string) => {
    const next = new URLSearchParams(params);
    next.set(MODULE_PARAM, moduleId);
    return `?${next.toString()}`;
  };
  const open = (moduleId: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(MODULE_PARAM, moduleId);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const onSave = useCallback(
    (moduleId: string, { keepalive, ...save }: ProgressSave) =>
      record?.({ courseId: course._id, moduleId, ...save }, { keepalive }),
    [record, course._id],
  );

  const dashboard = dashboardPath[user.role];

  if (!current) {
    return (
      <div className={`container ${styles.page}`}>
        <CourseHeader course={course} dashboard={dashboard} />
        <Alert tone="info" title={t`No modules yet`}>
          <Trans>This course has no lessons yet. Please check back soon.</Trans>
        </Alert>
      </div>
    );
  }

  const done = isCompleted(current.id);
  const saved = progressOf(enrollment, current.id);
  const unsent = pendingOf(current.id);
  const baseWatchTime = Math.max(saved?.watchTime ?? 0, unsent?.watchTime ?? 0);
  const resumeAt = unsent?.position ?? saved?.position;
  const previous = modules[currentIndex - 1];
  const next = modules[currentIndex + 1];
  const position = currentIndex + 1;
  const total = modules.length;
  const length = formatDuration(current.duration);
  const currentTitle = current.title;

  const markComplete = () => {
    // Spec part 2 §4: completed, with the module's duration as the watch time; then a reload.
    record?.({
      courseId: course._id,
      moduleId: current.id,
      completed: true,
      watchTime: moduleSeconds(current),
    });
  };

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.top}>
        <CourseHeader course={course} dashboard={dashboard} />
        {enrollment && (
          <div className={layoutOf('stack', 3, 'shrink')}>
            <ProgressSummary
              percent={percent}
              completedCount={completedCount}
              total={modules.length}
              watchTime={enrollment.watchTime}
            />
            <RateCourse courseId={course._id} saved={course.myRating} />
          </div>
        )}
      </div>

      {preview && (
        <Alert tone="info" title={t`Preview`}>
          {user.role === 'admin' ? (
            <Trans>You are viewing this course as an admin. Progress is not recorded.</Trans>
          ) : (
            <Trans>You are viewing this course as its instructor. Progress is not recorded.</Trans>
          )}
        </Alert>
      )}
      {enrollment?.completed && <CertificateCallout courseId={course._id} courseTitle={course.title} />}

      <div className={styles.layout}>
        <aside className={sideLayout.side}>
          <ModuleList
            modules={modules}
            currentId={current.id}
            isCompleted={isCompleted}
            hrefOf={hrefOf}
            completedCount={completedCount}
          />
        </aside>

        <section className={layoutOf('stack', 5, 'shrink')} aria-labelledby="lesson-title">
          <LessonPlayer
            key={current.id}
            courseId={course._id}
            module={current}
            tracking={!preview}
            baseWatchTime={baseWatchTime}
            resumeAt={resumeAt}
            onSave={onSave}
          />

          <div className={layoutOf('stack', 4)}>
            <div className={layoutOf('stack', 1, 'shrink')}>
              <p className={textOf('sm', 'muted', 'semibold')}>
                <Trans>
                  Module {position} of {total} · {length}
                </Trans>
              </p>
              <h2 id="lesson-title" className={textOf('2xl', 'wrap')}>
                {current.title}
              </h2>
            </div>
            <div className={styles.actions}>
              {!preview &&
                (done ? (
                  <Button
                    variant="success"
                    disabled
                    icon={<CheckCircleIcon />}
                    className={styles.completeDone}
                  >
                    <Trans>Completed</Trans>
                  </Button>
                ) : (
                  <Button variant="success" icon={<CheckCircleIcon />} onClick={markComplete}>
                    <Trans>Mark Complete</Trans>
                  </Button>
                ))}
              <div className={styles.stepper}>
                <Button
                  variant="secondary"
                  icon={<ArrowLeftIcon />}
                  disabled={!previous}
                  onClick={() => previous && open(previous.id)}
                >
                  <Trans>Previous</Trans>
                </Button>
                <Button variant="secondary" disabled={!next} onClick={() => next && open(next.id)}>
                  <Trans>Next</Trans>
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              </div>
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {done
              ? t`Module ${position} of ${total}: ${currentTitle}, completed`
              : t`Module ${position} of ${total}: ${currentTitle}`}
          </p>

          <Card padding="none" className={styles.tabsCard}>
            <LessonTabs course={course} module={current} />
          </Card>
        </section>
      </div>
    </div>
  );
}

function CourseHeader({ course, dashboard }: { course: Course; dashboard: string }) {
  const instructorName = course.instructor.name;
  return (
    <header className={layoutOf('stack', 2, 'shrink')}>
      <Link to={dashboard} className={styles.back}>
        <ArrowLeftIcon aria-hidden="true" />
        <Trans>My dashboard</Trans>
      </Link>
      <h1 className={textOf('3xl', 'wrap')}>{course.title}</h1>
      <p className={textOf('muted')}>
        <Trans>with {instructorName}</Trans>
      </p>
    </header>
  );
}
