import type { StudentDashboard } from '@academy/shared/features/dashboards/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, ProgressBar } from '../../../../components/ui';
import { layoutOf } from '../../../../components/ui/kit-layout';
import { textOf } from '../../../../components/ui/site-text';
import { CourseThumbnail } from '../../../courses';
import styles from '../dashboard-layout.module.css';
import { DashboardSection } from '../dashboard-section';

type ActiveCourse = StudentDashboard['continueLearning'][number];

/**
 * Continue Learning (spec part 1 §2): the first 2 unfinished enrolments, in the order the summary call gives
 * (most recent activity first), each with its completion bar and a way back to the learning page.
 */
export function ContinueLearning({
  courses,
  loading,
}: {
  courses: readonly ActiveCourse[];
  loading: boolean;
}) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Continue Learning`}
      busy={loading}
      link={{ to: '/courses', label: t`Browse courses` }}
      skeleton={{ rows: 2, label: t`Loading your courses` }}
      empty={courses.length === 0 && t`No active courses`}
    >
      <ul className={layoutOf('stack', 4, 'bare')}>
        {courses.map((course) => {
          const title = course.title;
          const percentage = course.completionPercentage;
          return (
            <li key={course.courseId} className={styles.continueItem}>
              <CourseThumbnail src={course.thumbnail} className={styles.continueThumb} />
              <div className={styles.continueBody}>
                <h3 className={textOf('semibold', 'snug', 'wrap')}>{course.title}</h3>
                <p className={textOf('sm', 'muted', 'wrap')}>{course.instructorName}</p>
              </div>
              <div className={styles.continueProgress}>
                <ProgressBar
                  value={course.completionPercentage}
                  label={t`${title} progress`}
                  className={styles.progressTrack}
                />
                <span className={`${styles.progressText} ${textOf('sm', 'semibold', 'muted')}`}>
                  <Trans>{percentage}% complete</Trans>
                </span>
              </div>
              <ButtonLink to={`/learn/${course.courseId}`} size="sm" className={styles.continueAction}>
                <Trans>Continue</Trans>
                <span className="sr-only"> {course.title}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
