import type { CourseStudent } from '@academy/shared/features/students/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge, ProgressBar } from '../../../components/ui';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
import { formatDateTime, initialsOf } from '../../../lib/format';
import { lastActivityText } from '../lib/last-activity';
import { hoursWatchedText, submittedOutOfTotal } from '../lib/student-figures';
import styles from './students.module.css';

interface StudentCardProps {
  student: CourseStudent;
  /** How many assignments the course has now. */
  totalAssignments: number;
  /** The moment "today" and "2 days ago" are counted from. */
  now: number;
  /** What the viewer may do with the student (the instructor's Message), under the figures. */
  actions?: ReactNode;
}

/**
 * One student of the course (spec part 2, instructor student management): name, email, a Completed or In
 * Progress badge, completion percentage, hours watched, assignments submitted out of total, last activity.
 */
export function StudentCard({ student, totalAssignments, now, actions }: StudentCardProps) {
  const { t } = useLingui();
  const nameId = `student-${student._id}`;
  const name = student.name;
  return (
    <article className={`${layoutOf('stack', 4)} ${styles.card}`} aria-labelledby={nameId}>
      <div className={styles.cardHeader}>
        <span className={styles.avatar} data-initials={initialsOf(student.name)} aria-hidden="true" />
        <div className={styles.identity}>
          <h3 id={nameId} className={textOf('lg', 'snug', 'wrap')}>
            {student.name}
          </h3>
          <span className={textOf('muted', 'sm', 'wrap')}>{student.email}</span>
          <span className={styles.status}>
            <Badge tone={student.completed ? 'green' : 'blue'}>
              {student.completed ? t`Completed` : t`In Progress`}
            </Badge>
          </span>
        </div>
      </div>

      <div className={layoutOf('stack', 2)}>
        <div className={`${styles.progressLabel} ${textOf('sm', 'muted')}`}>
          <span>
            <Trans>Completion</Trans>
          </span>
          <span className={textOf('text', 'semibold')}>{student.completionPercentage}%</span>
        </div>
        <ProgressBar
          value={student.completionPercentage}
          label={t`${name}: course completion`}
          tone={student.completed ? 'success' : 'primary'}
          size="sm"
        />
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Trans>Hours watched</Trans>
          </dt>
          <dd>{hoursWatchedText(student.watchTime)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Trans>Assignments</Trans>
          </dt>
          <dd>
            {submittedOutOfTotal(student.submittedAssignments, totalAssignments)}
            <span className="sr-only">{t` submitted`}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Trans>Last activity</Trans>
          </dt>
          <dd>
            <time dateTime={student.lastActivityAt} title={formatDateTime(student.lastActivityAt)}>
              {lastActivityText(student.lastActivityAt, now)}
            </time>
          </dd>
        </div>
      </dl>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </article>
  );
}
