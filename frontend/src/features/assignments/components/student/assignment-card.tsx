import type { Assignment, SubmissionStatus } from '@academy/shared/features/assignments/schemas';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui';
import { ItemCardHeader } from '../../../../components/ui/kit';
import { ThreadText } from '../../../../components/ui/kit-b-thread';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { isOverdue, statusOf } from '../../lib/student-assignments';
import { GradeResult } from './grade-result';
import { CalendarIcon, TargetIcon } from './icons';
import styles from './student-assignments.module.css';
import { SubmitForm } from './submit-form';

const statusBadge: Record<SubmissionStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  submitted: { label: 'Submitted', tone: 'blue' },
  graded: { label: 'Graded', tone: 'green' },
};

interface AssignmentCardProps {
  assignment: Assignment;
  /** The all-courses list names each one's course (a link to that course's assignments). */
  showCourse: boolean;
  now: number;
  onSubmitted: (updated: boolean) => void;
}

/** One assignment: what to do and by when, the student's status, then the submit box or the grade. */
export function AssignmentCard({ assignment, showCourse, now, onSubmitted }: AssignmentCardProps) {
  const titleId = useId();
  const status = statusOf(assignment);
  const overdue = isOverdue(assignment, now);
  const badge = statusBadge[status];

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="assignment-card">
      <ItemCardHeader
        title={assignment.title}
        titleId={titleId}
        size="xl"
        context={
          showCourse
            ? { to: `/student/assignments/${assignment.courseId}`, label: assignment.courseTitle }
            : undefined
        }
        badges={
          <>
            <Badge tone={badge.tone}>
              <span className="sr-only">Status: </span>
              {badge.label}
            </Badge>
            {overdue && <Badge tone="red">Overdue</Badge>}
          </>
        }
      />

      <dl className={styles.meta}>
        <div className={overdue ? `${styles.metaItem} ${styles.late}` : styles.metaItem}>
          <dt>
            <CalendarIcon />
            Due
          </dt>
          <dd>
            <time dateTime={assignment.dueDate}>{formatDateTime(assignment.dueDate)}</time>
          </dd>
        </div>
        <div className={styles.metaItem}>
          <dt>
            <TargetIcon />
            Max points
          </dt>
          <dd>{formatCount(assignment.maxPoints)}</dd>
        </div>
      </dl>

      <ThreadText>{assignment.description}</ThreadText>
      {assignment.instructions.trim() && (
        <div className={styles.instructions}>
          <h3 className={styles.subheading}>Instructions</h3>
          <ThreadText>{assignment.instructions}</ThreadText>
        </div>
      )}

      {status === 'graded' && assignment.submission ? (
        <GradeResult submission={assignment.submission} maxPoints={assignment.maxPoints} />
      ) : (
        <SubmitForm assignment={assignment} onSubmitted={onSubmitted} />
      )}
    </article>
  );
}
