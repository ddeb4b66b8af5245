import * as z from 'zod';
import { Cursor, Id, PageLimit } from '../../schemas/common';
import { CourseTitle } from '../../schemas/course-title';

/** GET /api/instructor/students: one of the instructor's courses (or any, for an admin), a page of its students. */
export const CourseStudentsQuery = z.object({ course: Id, limit: PageLimit(100, 100), cursor: Cursor });

/** A student enrolled in the course, as the students page shows them (spec part 2: instructor student management). */
export const CourseStudent = z.object({
  _id: Id,
  name: z.string(),
  email: z.string(),
  enrolledAt: z.string(),
  completionPercentage: z.number().int().min(0).max(100),
  completed: z.boolean(),
  /** Seconds, over all modules (the page shows hours rounded down). */
  watchTime: z.number().int().min(0),
  /** How many of the course's current assignments this student has submitted. */
  submittedAssignments: z.number().int().min(0),
  /** The latest of: enrolment, progress recorded, an assignment submitted. */
  lastActivityAt: z.string(),
});
export type CourseStudent = z.infer<typeof CourseStudent>;

export const CourseStudentsResponse = z.object({
  course: CourseTitle,
  /** How many assignments the course has now ("submitted out of total"). */
  totalAssignments: z.number().int().min(0),
  students: z.array(CourseStudent),
  nextCursor: z.string().nullable(),
});
export type CourseStudentsResponse = z.infer<typeof CourseStudentsResponse>;
