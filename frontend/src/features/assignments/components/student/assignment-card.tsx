import type { Assignment, SubmissionStatus } from '@academy/shared/features/assignments/schemas';
import { useId } from 'react';
import { Badge, type BadgeTone, Card } from '../../../../components/ui';
import { ItemCardHeader } from '../../../../components/ui/kit';
import { Fact, Facts } from '../../../../components/ui/kit-facts';
import { ThreadEntry, ThreadText } from '../../../../components/ui/kit-thread';
import { textOf } from '../../../../components/ui/site-text';
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
    <Card
      as="article"
      padding="none"
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="assignment-card"
    >
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

      <Facts className={styles.meta}>
        <Fact
          className={overdue ? styles.late : undefined}
          label={
            <>
              <CalendarIcon />
              Due
            </>
          }
        >
          <time dateTime={assignment.dueDate}>{formatDateTime(assignment.dueDate)}</time>
        </Fact>
        <Fact
          label={
            <>
              <TargetIcon />
              Max points
            </>
          }
        >
          {formatCount(assignment.maxPoints)}
        </Fact>
      </Facts>

      <ThreadText>{assignment.description}</ThreadText>
      {assignment.instructions.trim() && (
        <ThreadEntry as="div" tone="quoted" className={styles.instructions}>
          <h3 className={textOf('sm', 'semibold', 'text')}>Instructions</h3>
          <ThreadText>{assignment.instructions}</ThreadText>
        </ThreadEntry>
      )}

      {status === 'graded' && assignment.submission ? (
        <GradeResult submission={assignment.submission} maxPoints={assignment.maxPoints} />
      ) : (
        <SubmitForm assignment={assignment} onSubmitted={onSubmitted} />
      )}
    </Card>
  );
}
