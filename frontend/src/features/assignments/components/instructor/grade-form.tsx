import type { Assignment, Submission } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button, TextArea, TextField } from '../../../../components/ui';
import { Form, FormActions, SaveOutcome } from '../../../../components/ui/kit';
import { applyServerIssues } from '../../../../components/ui/kit-item-form';
import { ReadOnlyField } from '../../../../components/ui/kit-read-only-field';
import { useSchemaForm } from '../../../../components/ui/kit-schema-form';
import { useGradeSubmission } from '../../api/grade-submission';
import { gradeFormFor, gradeFormValuesOf } from '../../lib/instructor-form';
import styles from './instructor-assignments.module.css';

interface GradeFormProps {
  assignment: Pick<Assignment, 'id' | 'maxPoints'>;
  submission: Submission;
}

/**
 * The grade form of one submission (spec part 2 §5): Grade (0 to the max points), the max points read-only,
 * Feedback optional. It starts from the submission's own grade and feedback; render it keyed by the
 * submission so choosing another one starts afresh. 'Grade saved.' or 'Failed to save grade.' under it.
 */
export function GradeForm({ assignment, submission }: GradeFormProps) {
  const { t } = useLingui();
  const grade = useGradeSubmission();
  const studentName = submission.student.name;
  const schema = useMemo(() => gradeFormFor(assignment.maxPoints), [assignment.maxPoints]);
  const { handleSubmit, setError, field } = useSchemaForm(schema, gradeFormValuesOf(submission));

  const submit = handleSubmit((body) =>
    grade.mutate(
      { assignmentId: assignment.id, body: { studentId: submission.student._id, ...body } },
      { onError: (error) => applyServerIssues(error, setError, ['grade', 'feedback']) },
    ),
  );

  return (
    <Form
      onSubmit={submit}
      busy={grade.isPending}
      aria-label={t`Grade ${studentName}`}
      after={
        <>
          <SaveOutcome
            save={grade}
            saved={t`Grade saved.`}
            failed={t`Failed to save grade.`}
            fallback={t`Please try again.`}
          />
          <FormActions>
            <Button type="submit" busy={grade.isPending} busyText={t`Saving...`}>
              <Trans>Save grade</Trans>
            </Button>
          </FormActions>
        </>
      }
    >
      <div className={styles.gradeRow}>
        <TextField
          label={t`Grade`}
          type="number"
          inputMode="numeric"
          min={0}
          max={assignment.maxPoints}
          step={1}
          autoComplete="off"
          {...field('grade')}
        />
        <ReadOnlyField label={t`Max points`}>{assignment.maxPoints}</ReadOnlyField>
      </div>
      <TextArea label={t`Feedback`} optional rows={4} {...field('feedback')} />
    </Form>
  );
}
