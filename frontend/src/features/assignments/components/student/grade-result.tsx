import type { Submission } from '@academy/shared/features/assignments/schemas';
import { Trans } from '@lingui/react/macro';
import badge from '../../../../components/ui/badge.module.css';
import { layoutOf } from '../../../../components/ui/kit-layout';
import { Note } from '../../../../components/ui/kit-note';
import { ThreadText } from '../../../../components/ui/kit-thread';
import { textOf } from '../../../../components/ui/site-text';
import { formatDateTime } from '../../../../lib/format';
import { gradePercent } from '../../lib/student-assignments';
import { AttachedFile } from '../attached-file';
import styles from './student-assignments.module.css';

/**
 * A graded assignment: the grade over the max points and the instructor's feedback (spec part 2: the submit
 * box is hidden), with the work the student sent. The grade is the real one.
 */
export function GradeResult({ submission, maxPoints }: { submission: Submission; maxPoints: number }) {
  const grade = submission.grade ?? 0;
  const gradedAt = submission.gradedAt ?? '';
  const gradedOn = submission.gradedAt ? formatDateTime(submission.gradedAt) : '';
  const submittedAt = submission.submittedAt;
  const submittedOn = formatDateTime(submission.submittedAt);
  return (
    <div className={styles.result}>
      <div className={styles.gradeRow}>
        <p className={styles.grade}>
          <span className={`${styles.gradeLabel} ${textOf('sm', 'semibold')}`}>
            <Trans>Grade</Trans>
          </span>
          <span className={textOf('2xl', 'bold', 'text')} data-testid="assignment-grade">
            {grade} / {maxPoints}
          </span>
        </p>
        <p className={`${badge.badge} ${badge.green} ${styles.gradePercent}`}>
          {gradePercent(grade, maxPoints)}%
        </p>
        {submission.gradedAt && (
          <p className={styles.gradedAt}>
            <Trans>
              Graded <time dateTime={gradedAt}>{gradedOn}</time>
            </Trans>
          </p>
        )}
      </div>
      <div className={layoutOf('stack', 1)}>
        <h3 className={textOf('sm', 'semibold', 'text')}>
          <Trans>Instructor feedback</Trans>
        </h3>
        <ThreadText>{submission.feedback.trim() || <Trans>No feedback was given.</Trans>}</ThreadText>
      </div>
      <details className={`${styles.yourWork} ${textOf('sm')}`}>
        <summary>
          <Trans>Your submission</Trans>
        </summary>
        <ThreadText>{submission.content}</ThreadText>
        {submission.file && <AttachedFile file={submission.file} fileUrl={submission.fileUrl} />}
        <Note>
          <Trans>
            Submitted <time dateTime={submittedAt}>{submittedOn}</time>
          </Trans>
        </Note>
      </details>
    </div>
  );
}
