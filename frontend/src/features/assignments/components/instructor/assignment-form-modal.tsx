import type { Assignment } from '@academy/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Modal, Select, TextArea, TextField } from '../../../../components/ui';
import { useCreateAssignment } from '../../api/create-assignment';
import { useUpdateAssignment } from '../../api/update-assignment';
import { applyServerIssues, errorText } from '../../lib/instructor-errors';
import {
  AssignmentForm,
  type AssignmentFormOutput,
  type AssignmentFormValues,
  assignmentDraft,
  assignmentFormValuesOf,
  createBodyOf,
  updateBodyOf,
} from '../../lib/instructor-form';
import styles from './instructor-assignments.module.css';

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
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const save = assignment ? update : create;
  const titleRef = useRef<HTMLInputElement | null>(null);
  const editing = assignment !== undefined;
  // A module deleted since the assignment was made is no choice any more: the form starts from none.
  const currentModule = modules.some((m) => m.id === assignment?.moduleId)
    ? (assignment?.moduleId ?? '')
    : '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AssignmentFormValues, unknown, AssignmentFormOutput>({
    resolver: zodResolver(AssignmentForm),
    defaultValues: assignment
      ? { ...assignmentFormValuesOf(assignment), module: currentModule }
      : assignmentDraft(modules[0]?.id ?? null),
  });
  const { ref: titleFieldRef, ...titleField } = register('title');

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

  const formId = editing ? `assignment-form-${assignment.id}` : 'assignment-form-new';
  const moduleOptions = [
    ...(editing && !currentModule ? [{ value: '', label: 'No module' }] : []),
    ...modules.map((module) => ({ value: module.id, label: module.title })),
  ];

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!save.isPending}
      size="lg"
      title={editing ? 'Edit assignment' : 'New assignment'}
      description={editing ? assignment.title : `Add an assignment to ${courseTitle}.`}
      initialFocus={titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending} busyText="Saving...">
            {editing ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        {save.isError && (
          <Alert tone="error" title="Failed to save assignment.">
            {errorText(save.error, 'Please try again.')}
          </Alert>
        )}
        <fieldset disabled={save.isPending} className={styles.fieldset}>
          <div className={styles.formGrid}>
            <TextField
              label="Title"
              autoComplete="off"
              className={styles.wide}
              error={errors.title?.message}
              ref={(node) => {
                titleFieldRef(node);
                titleRef.current = node;
              }}
              {...titleField}
            />
            <TextArea
              label="Description"
              rows={3}
              className={styles.wide}
              error={errors.description?.message}
              {...register('description')}
            />
            <TextField
              label="Due date"
              type="datetime-local"
              hint="Your local time."
              error={errors.dueDate?.message}
              {...register('dueDate')}
            />
            <TextField
              label="Max points"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.maxPoints?.message}
              {...register('maxPoints', { valueAsNumber: true })}
            />
            {moduleOptions.length > 0 && (
              <Select
                label="Module"
                className={styles.wide}
                options={moduleOptions}
                error={errors.module?.message}
                {...register('module')}
              />
            )}
            <TextArea
              label="Instructions"
              optional
              rows={4}
              className={styles.wide}
              error={errors.instructions?.message}
              {...register('instructions')}
            />
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
