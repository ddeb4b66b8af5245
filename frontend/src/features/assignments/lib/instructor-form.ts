import {
  ASSIGNMENT_LIMITS,
  type Assignment,
  CreateAssignmentBody,
  GradeSubmissionBody,
  type Submission,
} from '@academy/shared';
import * as z from 'zod';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value: a wall-clock time with no zone ("2026-12-01T17:30"). */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The browser's local time as a date input shows it; null for a value that is not a date and time. */
function parseLocalInput(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]];
  const date = new Date(y as number, (mo as number) - 1, d, h, mi, s || 0);
  // new Date rolls Feb 30 over into March: such a value is not a real date.
  return date.getFullYear() === y && date.getMonth() === (mo as number) - 1 && date.getDate() === d
    ? date
    : null;
}

/** An instant as ISO 8601 in the browser's own offset ("2026-12-01T17:30:00+05:30"), as the API asks. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** A `datetime-local` value as ISO with the browser's offset; null when it is not a valid date and time. */
export function localInputToIso(value: string): string | null {
  const date = parseLocalInput(value);
  return date ? isoWithOffset(date) : null;
}

/** A stored date-time as the `datetime-local` input shows it, in the browser's time zone ("" if unreadable). */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

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
  dueDate: z
    .string()
    .min(1, 'Due date is required')
    .transform((value, ctx) => {
      const iso = localInputToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter a valid date and time' });
        return z.NEVER;
      }
      return iso;
    }),
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
      .min(1, 'Enter a grade')
      .transform(Number)
      .pipe(GradeSubmissionBody.shape.grade.max(maxPoints, `Grade is at most ${maxPoints}`)),
  });
export type GradeFormValues = z.input<ReturnType<typeof gradeFormFor>>;
export type GradeFormOutput = z.output<ReturnType<typeof gradeFormFor>>;

/** Choosing a submission prefills its grade (empty until graded) and feedback. */
export const gradeFormValuesOf = (submission: Submission): GradeFormValues => ({
  grade: submission.grade === null ? '' : String(submission.grade),
  feedback: submission.feedback,
});
