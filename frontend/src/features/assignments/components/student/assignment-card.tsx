import type { Assignment, SubmissionStatus } from '@academy/shared/features/assignments/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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

const statusBadge: Record<SubmissionStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'amber' },
  submitted: { label: msg`Submitted`, tone: 'blue' },
  graded: { label: msg`Graded`, tone: 'green' },
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
  const { t } = useLingui();
  const { i18n } = useI18n();
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
              <span className="sr-only">{t`Status: `}</span>
              {i18n._(badge.label)}
            </Badge>
            {overdue && (
              <Badge tone="red">
                <Trans>Overdue</Trans>
              </Badge>
            )}
          </>
        }
      />

      <Facts className={styles.meta}>
        <Fact
          className={overdue ? styles.late : undefined}
          label={
            <>
              <CalendarIcon />
              <Trans>Due</Trans>
            </>
          }
        >
          <time dateTime={assignment.dueDate}>{formatDateTime(assignment.dueDate)}</time>
        </Fact>
        <Fact
          label={
            <>
              <TargetIcon />
              <Trans>Max points</Trans>
            </>
          }
        >
          {formatCount(assignment.maxPoints)}
        </Fact>
      </Facts>

      <ThreadText>{assignment.description}</ThreadText>
      {assignment.instructions.trim() && (
        <ThreadEntry as="div" tone="quoted" className={styles.instructions}>
          <h3 className={textOf('sm', 'semibold', 'text')}>
            <Trans>Instructions</Trans>
          </h3>
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
