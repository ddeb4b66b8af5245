import type { Submission } from '@academy/shared/features/assignments/schemas';
import badge from '../../../../components/ui/badge.module.css';
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
  return (
    <div className={styles.result}>
      <div className={styles.gradeRow}>
        <p className={styles.grade}>
          <span className={styles.gradeLabel}>Grade</span>
          <span className={textOf('2xl', 'bold', 'text')} data-testid="assignment-grade">
            {grade} / {maxPoints}
          </span>
        </p>
        <p className={`${badge.badge} ${badge.green} ${styles.gradePercent}`}>
          {gradePercent(grade, maxPoints)}%
        </p>
        {submission.gradedAt && (
          <p className={styles.gradedAt}>
            Graded <time dateTime={submission.gradedAt}>{formatDateTime(submission.gradedAt)}</time>
          </p>
        )}
      </div>
      <div className={styles.feedback}>
        <h3 className={textOf('sm', 'semibold', 'text')}>Instructor feedback</h3>
        <ThreadText>{submission.feedback.trim() || 'No feedback was given.'}</ThreadText>
      </div>
      <details className={styles.yourWork}>
        <summary>Your submission</summary>
        <ThreadText>{submission.content}</ThreadText>
        {submission.file && <AttachedFile file={submission.file} fileUrl={submission.fileUrl} />}
        <Note>
          Submitted <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
        </Note>
      </details>
    </div>
  );
}
