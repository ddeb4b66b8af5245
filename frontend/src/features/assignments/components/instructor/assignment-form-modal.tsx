import type { Assignment } from '@academy/shared';
import { useLingui } from '@lingui/react/macro';
import { Select, TextArea, TextField } from '../../../../components/ui';
import { wideField } from '../../../../components/ui/kit';
import {
  applyServerIssues,
  ItemFormModal,
  LocalDateTimeField,
  savingState,
} from '../../../../components/ui/kit-item-form';
import { useSchemaForm } from '../../../../components/ui/kit-schema-form';
import { useCreateAssignment } from '../../api/create-assignment';
import { useUpdateAssignment } from '../../api/update-assignment';
import {
  AssignmentForm,
  assignmentDraft,
  assignmentFormValuesOf,
  createBodyOf,
  updateBodyOf,
} from '../../lib/instructor-form';

interface AssignmentFormModalProps {
  courseId: string;
  /** Named in the new form's description: it may open straight from the dashboard's New Assignment. */
  courseTitle: string;
  /** The course's modules, for the Module choice (the first is the default, as the server's). */
  modules: readonly { id: string; title: string }[];
  /** The assignment being edited; none for a new one. */
  assignment?: Assignment;
  onClose: () => void;
  onSaved: (assignment: Assignment, created: boolean) => void;
}

const formFields = ['title', 'description', 'instructions', 'dueDate', 'maxPoints', 'module'];

/**
 * Add or edit an assignment (spec part 2 §2, §5): Title, Description, Due date, Max points, Instructions and
 * the module. The submit label is Create or Update; a refusal shows 'Failed to save assignment.'.
 * Render it only while open: each opening starts from the assignment (or the draft) afresh.
 */
export function AssignmentFormModal({
  courseId,
  courseTitle,
  modules,
  assignment,
  onClose,
  onSaved,
}: AssignmentFormModalProps) {
  const { t } = useLingui();
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const save = assignment ? update : create;
  const editing = assignment !== undefined;
  // A module deleted since the assignment was made is no choice any more: the form starts from none.
  const currentModule = modules.some((m) => m.id === assignment?.moduleId)
    ? (assignment?.moduleId ?? '')
    : '';
  const { handleSubmit, setError, field } = useSchemaForm(
    AssignmentForm,
    assignment
      ? { ...assignmentFormValuesOf(assignment), module: currentModule }
      : assignmentDraft(modules[0]?.id ?? null),
  );

  const onError = (error: unknown) => applyServerIssues(error, setError, formFields);
  const submit = handleSubmit((form) => {
    if (assignment) {
      update.mutate(
        { id: assignment.id, body: updateBodyOf(form) },
        { onSuccess: (data) => onSaved(data.assignment, false), onError },
      );
    } else {
      create.mutate(createBodyOf(courseId, form), {
        onSuccess: (data) => onSaved(data.assignment, true),
        onError,
      });
    }
  });

  const moduleOptions = [
    ...(editing && !currentModule ? [{ value: '', label: t`No module` }] : []),
    ...modules.map((module) => ({ value: module.id, label: module.title })),
  ];

  return (
    <ItemFormModal
      noun="assignment"
      item={assignment}
      newDescription={t`Add an assignment to ${courseTitle}.`}
      title={field('title')}
      onSubmit={submit}
      onClose={onClose}
      {...savingState(save)}
    >
      <TextArea label={t`Description`} rows={3} className={wideField} {...field('description')} />
      <LocalDateTimeField label={t`Due date`} {...field('dueDate')} />
      <TextField
        label={t`Max points`}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...field('maxPoints', { valueAsNumber: true })}
      />
      {moduleOptions.length > 0 && (
        <Select label={t`Module`} className={wideField} options={moduleOptions} {...field('module')} />
      )}
      <TextArea label={t`Instructions`} optional rows={4} className={wideField} {...field('instructions')} />
    </ItemFormModal>
  );
}
