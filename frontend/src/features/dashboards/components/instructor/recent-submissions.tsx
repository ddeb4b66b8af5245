import type { RecentSubmission } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, ButtonLink } from '../../../../components/ui';
import { textOf } from '../../../../components/ui/site-text';
import { formatDateTime } from '../../../../lib/format';
import styles from '../dashboard-layout.module.css';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/**
 * Where Grade goes: the course's Assignments tab with that assignment's View Submissions open and the
 * student's submission chosen (the tab reads all four from the address, so the link survives a reload).
 */
export const gradeHref = (submission: Pick<RecentSubmission, 'courseId' | 'assignmentId' | 'student'>) =>
  `/instructor/courses?${new URLSearchParams({
    tab: 'assignments',
    course: submission.courseId,
    assignment: submission.assignmentId,
    student: submission.student._id,
  }).toString()}`;

/**
 * Recent Submissions (spec part 1 §2): the 6 newest submissions to the instructor's assignments, graded or
 * not, each with a Grade button that opens the grading of that submission.
 */
export function RecentSubmissions({
  submissions,
  loading,
}: {
  submissions: readonly RecentSubmission[];
  loading: boolean;
}) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Recent Submissions`}
      busy={loading}
      link={{ to: '/instructor/courses?tab=assignments', label: t`Assignments` }}
      skeleton={{ rows: 3, label: t`Loading submissions` }}
      empty={submissions.length === 0 && t`Submissions to grade will appear here when students hand in work.`}
    >
      <DashboardRows
        items={submissions}
        keyOf={(submission) => `${submission.assignmentId}:${submission.student._id}`}
        title={(submission) => submission.student.name}
        meta={(submission) => (
          <>
            <span className={styles.line}>{submission.assignmentTitle}</span>
            <span className={styles.line}>{submission.courseTitle}</span>
          </>
        )}
        below={(submission) => (
          <time dateTime={submission.submittedAt} className={textOf('sm', 'muted', 'wrap')}>
            {formatDateTime(submission.submittedAt)}
          </time>
        )}
        side={(submission) => {
          const student = submission.student.name;
          const assignment = submission.assignmentTitle;
          return (
            <>
              {submission.grade === null ? (
                <Badge tone="amber">
                  <Trans>Pending</Trans>
                </Badge>
              ) : (
                <Badge tone="green">
                  <span className="sr-only">{t`Graded `}</span>
                  {submission.grade} / {submission.maxPoints}
                </Badge>
              )}
              <ButtonLink to={gradeHref(submission)} size="sm" variant="secondary">
                <Trans>Grade</Trans>
                <span className="sr-only"> {t`${student}’s ${assignment}`}</span>
              </ButtonLink>
            </>
          );
        }}
      />
    </DashboardSection>
  );
}
