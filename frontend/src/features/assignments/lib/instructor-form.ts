import {
  ASSIGNMENT_LIMITS,
  type Assignment,
  CreateAssignmentBody,
  GradeSubmissionBody,
  type Submission,
} from '@academy/shared';
import { msg, t } from '@lingui/core/macro';
import * as z from 'zod';
import { isoToLocalInput, localDateTime } from '../../../components/ui/kit-local-time';
import { i18n } from '../../../lib/i18n';

const dueRequired = msg`Due date is required`;

/** The form's date-time helpers (the kit's), as this feature's tests read them. */
export { isoToLocalInput, isoWithOffset, localInputToIso } from '../../../components/ui/kit-local-time';

/**
 * The assignment form (spec part 2 §5): title and description required, due date a date and time, max points
 * at least 1 (100 by default), instructions optional. The API's own field rules; the due date is the input's
 * local wall-clock value, sent as ISO with the browser's offset. `module` is '' for "the course's first".
 */
export const AssignmentForm = CreateAssignmentBody.pick({
  title: true,
  description: true,
  instructions: true,
  maxPoints: true,
}).extend({
  // The required message in the language of the moment it is checked (the schema is built once, at load);
  // the kit's own empty check never answers: this one does first.
  dueDate: z
    .string()
    .min(1, { error: () => i18n._(dueRequired) })
    .pipe(localDateTime('')),
  module: z.string(),
});
export type AssignmentFormValues = z.input<typeof AssignmentForm>;
export type AssignmentFormOutput = z.output<typeof AssignmentForm>;

/** The assignment draft (spec part 2 §3, §9): empty text, no due date yet, 100 points, the first module. */
export const assignmentDraft = (firstModuleId: string | null = null): AssignmentFormValues => ({
  title: '',
  description: '',
  instructions: '',
  dueDate: '',
  maxPoints: ASSIGNMENT_LIMITS.defaultMaxPoints,
  module: firstModuleId ?? '',
});

/** A stored assignment as the edit form's starting values. */
export const assignmentFormValuesOf = (assignment: Assignment): AssignmentFormValues => ({
  title: assignment.title,
  description: assignment.description,
  instructions: assignment.instructions,
  dueDate: isoToLocalInput(assignment.dueDate),
  maxPoints: assignment.maxPoints,
  module: assignment.moduleId ?? '',
});

/** The create call's body: a module only when one was chosen (the server takes the first one otherwise). */
export function createBodyOf(courseId: string, form: AssignmentFormOutput) {
  const { module, ...fields } = form;
  return { course: courseId, ...fields, ...(module ? { module } : {}) };
}

/** The update call's body: every field of the form; an emptied module choice leaves the module as it is. */
export function updateBodyOf(form: AssignmentFormOutput) {
  const { module, ...fields } = form;
  return { ...fields, ...(module ? { module } : {}) };
}

/**
 * The grade form (spec part 2 §5): a whole number from 0 to the assignment's max points (the server holds it
 * to that too), feedback optional.
 */
export const gradeFormFor = (maxPoints: number) =>
  GradeSubmissionBody.pick({ feedback: true }).extend({
    /** The number input's text, so an ungraded submission starts empty rather than at 0. */
    grade: z
      .string()
      .trim()
      .min(1, t`Enter a grade`)
      .transform(Number)
      .pipe(GradeSubmissionBody.shape.grade.max(maxPoints, t`Grade is at most ${maxPoints}`)),
  });
export type GradeFormValues = z.input<ReturnType<typeof gradeFormFor>>;
export type GradeFormOutput = z.output<ReturnType<typeof gradeFormFor>>;

/** Choosing a submission prefills its grade (empty until graded) and feedback. */
export const gradeFormValuesOf = (submission: Submission): GradeFormValues => ({
  grade: submission.grade === null ? '' : String(submission.grade),
  feedback: submission.feedback,
});
