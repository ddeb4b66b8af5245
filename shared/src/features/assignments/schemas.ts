import * as z from 'zod';
import { MAX_SUBMISSION_FILE_BYTES, submissionFileTypes } from '../../limits';
import { text } from '../../messages';
import { Id, IsoDateTime, ids, MultiLine, pageQuery, ref, SingleLine } from '../../schemas/common';
import { CourseTitle } from '../../schemas/course-title';

/**
 * Spec part 2: assignments, the assignment form and the grade form. Where the spec gives no bound, these are
 * ours: every assignment of a course is kept in one item (so a student's list of all their courses' work is one
 * BatchGet), which bounds a course's assignments and their text.
 */
export const ASSIGNMENT_LIMITS = {
  perCourse: 50,
  title: 200,
  description: 2000,
  instructions: 2000,
  /** Spec part 2 §8: the assignment form's default. */
  defaultMaxPoints: 100,
  maxPoints: 1000,
  content: 10_000,
  feedback: 2000,
  /** A submission's attached file: the name shown (the file itself: shared/src/limits.ts). */
  fileName: 200,
  /** Spec part 2 §8: the success popup after a submit. */
  successPopupMs: 3000,
} as const;

/** Spec part 2 §4: not submitted, submitted and waiting for a grade, graded. */
export const submissionStatuses = ['pending', 'submitted', 'graded'] as const;
export const SubmissionStatus = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

const Points = z
  .number({ error: /*i18n*/ 'Max points must be a number' })
  .int(/*i18n*/ 'Max points must be a whole number')
  .min(1, /*i18n*/ 'Max points must be at least 1')
  .max(
    ASSIGNMENT_LIMITS.maxPoints,
    text(/*i18n*/ 'Max points is at most {maxPoints}', { maxPoints: ASSIGNMENT_LIMITS.maxPoints }),
  );

/** The editable fields of the assignment form (spec part 2 §5), without defaults. */
const assignmentFields = {
  title: SingleLine(/*i18n*/ 'Title', ASSIGNMENT_LIMITS.title),
  description: MultiLine(/*i18n*/ 'Description', ASSIGNMENT_LIMITS.description).pipe(
    z.string().min(1, /*i18n*/ 'Description is required'),
  ),
  instructions: MultiLine(/*i18n*/ 'Instructions', ASSIGNMENT_LIMITS.instructions),
  /** A date-time with its offset (the form sends the browser's local time as ISO). */
  dueDate: IsoDateTime.describe('Due date and time, ISO 8601 with offset'),
  maxPoints: Points,
  /** The module it belongs to; the course's first module when left out (spec part 2 §7). */
  module: Id.nullable(),
};

/** POST /api/assignments (spec part 2 §7: title, description, dueDate, maxPoints, instructions, course, module). */
export const CreateAssignmentBody = z.object({
  course: Id,
  ...assignmentFields,
  instructions: assignmentFields.instructions.default(''),
  maxPoints: Points.default(ASSIGNMENT_LIMITS.defaultMaxPoints),
  module: assignmentFields.module.optional(),
});
export type CreateAssignmentBody = z.input<typeof CreateAssignmentBody>;

/** PUT /api/assignments/{id}: the fields it names change; the course never does. */
export const UpdateAssignmentBody = z
  .object(assignmentFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, /*i18n*/ 'Nothing to update');
export type UpdateAssignmentBody = z.input<typeof UpdateAssignmentBody>;

export const AssignmentIdParams = z.object({ id: Id });
export const AssignmentCourseParams = z.object({ id: Id });

const fileTypeMessage =
  /*i18n*/ 'Attach a PDF, a Word, Excel or PowerPoint file, a ZIP or an image (JPEG, PNG or WebP)';
const fileSizeMessage = text(/*i18n*/ 'Files can be at most {size} MB', {
  size: MAX_SUBMISSION_FILE_BYTES / 1024 / 1024,
});

/** POST /api/assignments/{id}/upload: the file a student is about to attach (its type and exact size). */
export const SubmissionUploadBody = z.object({
  contentType: z.enum(submissionFileTypes, { error: fileTypeMessage }),
  size: z
    .number({ error: /*i18n*/ 'Size must be a number' })
    .int(/*i18n*/ 'Size must be a whole number of bytes')
    .min(1, /*i18n*/ 'The file is empty')
    .max(MAX_SUBMISSION_FILE_BYTES, fileSizeMessage),
});

/** PUT the file to `uploadUrl` with exactly `headers`, then name `uploadId` in the submit. */
export const SubmissionUploadResponse = z.object({
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  uploadId: Id,
  /** Seconds the upload link works. */
  expiresIn: z.number().int(),
});

/** An uploaded file named in a submit: the upload's id (the caller's own, for this assignment) and its name. */
export const SubmissionFileRef = z.object({
  uploadId: Id,
  name: SingleLine(/*i18n*/ 'File name', ASSIGNMENT_LIMITS.fileName),
});

/**
 * POST /api/assignments/{id}/submit: non-blank text (spec part 2 §5), and optionally a file uploaded through
 * POST /api/assignments/{id}/upload. `file` absent keeps the file already attached (if any); null takes it away.
 */
export const SubmitAssignmentBody = z.object({
  content: MultiLine(/*i18n*/ 'Submission', ASSIGNMENT_LIMITS.content).pipe(
    z.string().min(1, /*i18n*/ 'Submission cannot be empty'),
  ),
  file: SubmissionFileRef.nullable().optional(),
});

/** POST /api/assignments/{id}/grade: the server also holds the grade to the assignment's max points. */
export const GradeSubmissionBody = z.object({
  studentId: Id,
  grade: z
    .number({ error: /*i18n*/ 'Grade must be a number' })
    .int(/*i18n*/ 'Grade must be a whole number')
    .min(0, /*i18n*/ 'Grade cannot be negative')
    .max(
      ASSIGNMENT_LIMITS.maxPoints,
      text(/*i18n*/ 'Grade is at most {maxPoints}', { maxPoints: ASSIGNMENT_LIMITS.maxPoints }),
    ),
  feedback: MultiLine(/*i18n*/ 'Feedback', ASSIGNMENT_LIMITS.feedback).default(''),
});

/** One student's work on one assignment (spec part 2 §3 Submission). */
export const Submission = z.object({
  /** `<assignmentId>:<studentId>`: one submission per student per assignment. */
  _id: z.string(),
  assignmentId: Id,
  courseId: Id,
  student: ref({ name: z.string(), email: z.string() }),
  content: z.string(),
  /** The attached file: its name, type and size; null when none. */
  file: z.object({ name: z.string(), contentType: z.string(), size: z.number().int().min(0) }).nullable(),
  /**
   * A short-lived link (SUBMISSION_FILE_LINK_SECONDS) that downloads the attached file, for the course's
   * instructor, admins and the student who sent it; null when none (spec part 2 §3 Submission fileUrl).
   */
  fileUrl: z.string().nullable(),
  submittedAt: z.string(),
  /** Null until graded. */
  grade: z.number().int().min(0).nullable(),
  feedback: z.string(),
  gradedAt: z.string().nullable(),
  status: z.enum(['submitted', 'graded']),
});
export type Submission = z.infer<typeof Submission>;

/**
 * An assignment (spec part 2 §3). A student's reading adds their own `submissionStatus` and `submission`; the
 * course's instructor's and admins' reading adds the exact counts of submissions and of graded ones.
 */
export const Assignment = z.object({
  ...ids,
  courseId: Id,
  courseTitle: z.string(),
  moduleId: Id.nullable(),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  dueDate: z.string(),
  maxPoints: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Student reading: pending (not submitted), submitted, graded. */
  submissionStatus: SubmissionStatus.optional(),
  /** Student reading: their own submission, or null. */
  submission: Submission.nullable().optional(),
  /** Staff reading. */
  submittedCount: z.number().int().min(0).optional(),
  /** Staff reading; submittedCount − gradedCount are waiting for a grade. */
  gradedCount: z.number().int().min(0).optional(),
});
export type Assignment = z.infer<typeof Assignment>;

/** GET /api/assignments/course/{id}: the course's assignments in creation order. */
export const CourseAssignmentsResponse = z.object({
  course: CourseTitle,
  /** Which reading this is: the caller's own (student) or the course staff's (instructor, admin). */
  view: z.enum(['student', 'staff']),
  assignments: z.array(Assignment),
});
export type CourseAssignmentsResponse = z.infer<typeof CourseAssignmentsResponse>;

/** GET /api/assignments/my: a student's assignments across every enrolled course, with their own status. */
export const MyAssignmentsResponse = z.object({
  courses: z.array(CourseTitle),
  assignments: z.array(Assignment),
});
export type MyAssignmentsResponse = z.infer<typeof MyAssignmentsResponse>;

export const AssignmentResponse = z.object({ assignment: Assignment });
export const SubmissionResponse = z.object({ submission: Submission, assignment: Assignment });

/** GET /api/assignments/{id}/submissions: one page, newest submission first, and the exact counts. */
export const ListSubmissionsQuery = pageQuery(100, 50);
export const SubmissionsResponse = z.object({
  assignment: Assignment,
  submissions: z.array(Submission),
  nextCursor: z.string().nullable(),
});
export type SubmissionsResponse = z.infer<typeof SubmissionsResponse>;

/** A recent submission to one of an instructor's assignments (instructor dashboard, spec part 1 §2). */
export const RecentSubmission = z.object({
  assignmentId: Id,
  assignmentTitle: z.string(),
  courseId: Id,
  courseTitle: z.string(),
  student: ref({ name: z.string(), email: z.string() }),
  submittedAt: z.string(),
  grade: z.number().int().min(0).nullable(),
  maxPoints: z.number().int().min(1),
});
export type RecentSubmission = z.infer<typeof RecentSubmission>;
