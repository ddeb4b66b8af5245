import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui';
import { TextButton } from '../../../components/ui/kit-text-button';
import { textOf } from '../../../components/ui/site-text';
import { LockIcon } from './icons';
import styles from './not-accessible.module.css';

interface NotAccessibleProps {
  courseId: string;
  /** The course exists (so the learner can enrol from its page). */
  courseExists: boolean;
  /** Why, for a signed-in user who is not a student. */
  reason?: string;
  /** Offered when the enrolment lookup failed rather than came back empty. */
  onRetry?: () => void;
}

/** 'Course not accessible' (spec part 2 §2): not enrolled, or no such course. */
export function NotAccessible({ courseId, courseExists, reason, onRetry }: NotAccessibleProps) {
  const { t } = useLingui();
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="not-accessible-title">
        <span className={styles.icon}>
          <LockIcon />
        </span>
        <h1 id="not-accessible-title" className={textOf('3xl')}>
          <Trans>Course not accessible</Trans>
        </h1>
        <p className={styles.text}>
          {reason ??
            (courseExists
              ? t`You are not enrolled in this course. Enrol to watch its lessons and track your progress.`
              : t`This course does not exist or is not available. Find a course to enrol in from the catalogue.`)}
        </p>
        <div className={styles.actions}>
          {courseExists ? (
            <ButtonLink to={`/courses/${encodeURIComponent(courseId)}`}>
              <Trans>Enrol in this course</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to="/courses">
              <Trans>Browse courses</Trans>
            </ButtonLink>
          )}
          {onRetry && (
            <TextButton onClick={onRetry}>
              <Trans>Try again</Trans>
            </TextButton>
          )}
        </div>
      </section>
    </div>
  );
}
