import type { Assignment, Submission } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Badge, Button, EmptyState, Modal, Spinner } from '../../../../components/ui';
import { ListLoading } from '../../../../components/ui/kit';
import iconText from '../../../../components/ui/kit-icon-text.module.css';
import { layoutOf } from '../../../../components/ui/kit-layout';
import { LoadFailed } from '../../../../components/ui/kit-load-failed';
import { textOf } from '../../../../components/ui/site-text';
import { messageOf } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { useSubmissions } from '../../api/list-submissions';
import { flattenSubmissions, gradeLabel, submissionCounts } from '../../lib/instructor-submissions';
import { AttachedFile, PaperclipIcon } from '../attached-file';
import { GradeForm } from './grade-form';
import { InboxIcon } from './icons';
import styles from './instructor-assignments.module.css';

/** A submission's small muted lines (the email, when it came). */
const meta = textOf('sm', 'muted', 'wrap');

interface SubmissionsModalProps {
  assignmentId: string;
  /** The assignment as the tab's list has it, so the title and counts show before the submissions arrive. */
  assignment?: Assignment;
  /** The chosen submission's student (kept in the address, so a link can open one). */
  studentId: string | null;
  onSelectStudent: (studentId: string) => void;
  onClose: () => void;
}

function SubmissionButton({
  submission,
  maxPoints,
  selected,
  onSelect,
}: {
  submission: Submission;
  maxPoints: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const grade = gradeLabel(submission.grade, maxPoints);
  const submittedOn = formatDateTime(submission.submittedAt);
  return (
    <button type="button" className={styles.submissionButton} aria-pressed={selected} onClick={onSelect}>
      <span className={styles.submissionHead}>
        <span className={textOf('semibold', 'wrap')}>{submission.student.name}</span>
        {grade ? (
          <Badge tone="green">{grade}</Badge>
        ) : (
          <Badge tone="amber">
            <Trans>Pending</Trans>
          </Badge>
        )}
      </span>
      <span className={meta}>{submission.student.email}</span>
      <span className={meta}>
        <Trans>Submitted {submittedOn}</Trans>
      </span>
      {submission.file && (
        <span className={`${meta} ${iconText.iconText}`}>
          <PaperclipIcon aria-hidden="true" />
          <span className="sr-only">
            <Trans>File:</Trans>{' '}
          </span>
          {submission.file.name}
        </span>
      )}
    </button>
  );
}

/**
 * View Submissions (spec part 2 §2): the assignment's submissions, newest first with "Load more", graded
 * (those with a grade) and pending counted; choosing one shows the work and prefills the grade form.
 */
export function SubmissionsModal({
  assignmentId,
  assignment: known,
  studentId,
  onSelectStudent,
  onClose,
}: SubmissionsModalProps) {
  const { t } = useLingui();
  const query = useSubmissions(assignmentId);
  const detailRef = useRef<HTMLHeadingElement>(null);
  const chosenByClick = useRef(false);
  const pages = query.data?.pages ?? [];
  const assignment = pages[0]?.assignment ?? known;
  const submissions = flattenSubmissions(pages);
  const selected = studentId ? (submissions.find((s) => s.student._id === studentId) ?? null) : null;
  const counts = submissionCounts(assignment, submissions);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const looking = Boolean(studentId) && !selected && hasNextPage;

  // A link to one student's submission (the dashboard's Grade) reads on until it is found.
  useEffect(() => {
    if (looking && !isFetchingNextPage) void fetchNextPage();
  }, [looking, isFetchingNextPage, fetchNextPage]);

  // On a phone the work and the form sit under the list: bring them into view after a choice.
  useEffect(() => {
    if (selected && chosenByClick.current) {
      chosenByClick.current = false;
      detailRef.current?.focus();
    }
  }, [selected]);

  const maxPoints = assignment?.maxPoints ?? 0;
  const { graded, pending } = counts;
  const selectedName = selected?.student.name;

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t`Submissions`}
      description={assignment?.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {query.isPending ? (
        <ListLoading label={t`Loading submissions`} />
      ) : query.isError ? (
        <LoadFailed
          title={t`The submissions could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
        >
          {messageOf(query.error, t`Please check your connection and try again.`)}
        </LoadFailed>
      ) : submissions.length === 0 ? (
        <EmptyState
          icon={<InboxIcon />}
          title={t`No submissions yet`}
          description={t`Students’ work appears here as soon as they submit it.`}
        />
      ) : (
        <>
          <p className={styles.summary}>
            <Badge tone="green">
              <Trans>{graded} graded</Trans>
            </Badge>
            <Badge tone="amber">
              <Trans>{pending} pending</Trans>
            </Badge>
            <span>
              <Trans>Max points: {maxPoints}</Trans>
            </span>
          </p>
          <div className={styles.grading}>
            <div className={layoutOf('stack', 3, 'shrink')}>
              <ul className={styles.submissionList} aria-label={t`Submissions`}>
                {submissions.map((submission) => (
                  <li key={submission._id}>
                    <SubmissionButton
                      submission={submission}
                      maxPoints={maxPoints}
                      selected={submission._id === selected?._id}
                      onSelect={() => {
                        chosenByClick.current = true;
                        onSelectStudent(submission.student._id);
                      }}
                    />
                  </li>
                ))}
              </ul>
              {hasNextPage && (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={isFetchingNextPage}
                  busyText={t`Loading...`}
                  onClick={() => void fetchNextPage()}
                >
                  <Trans>Load more</Trans>
                </Button>
              )}
            </div>
            <div className={layoutOf('stack', 4, 'shrink')}>
              {selected && assignment ? (
                <>
                  <h3 ref={detailRef} tabIndex={-1} className={textOf('base', 'semibold', 'wrap')}>
                    <Trans>{selectedName}’s work</Trans>
                  </h3>
                  <pre className={`${styles.content} ${textOf('sm', 'wrap')}`}>{selected.content}</pre>
                  {selected.file && <AttachedFile file={selected.file} fileUrl={selected.fileUrl} />}
                  <GradeForm key={selected._id} assignment={assignment} submission={selected} />
                </>
              ) : looking ? (
                <div className={styles.placeholder}>
                  <Spinner label={t`Finding the submission`} />
                </div>
              ) : (
                <p className={styles.placeholder}>
                  {studentId
                    ? t`That student has not submitted work for this assignment.`
                    : t`Choose a submission to read it and give a grade.`}
                </p>
              )}
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}
