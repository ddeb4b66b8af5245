import * as z from 'zod';
import { Id, ids, pageQuery, ref } from '../../schemas/common';

export const ModuleProgress = z.object({
  moduleId: Id,
  completed: z.boolean(),
  /** Seconds watched. */
  watchTime: z.number().int().min(0),
  /** Seconds into the video where the learner left off (resume point). */
  position: z.number().int().min(0),
});
export type ModuleProgress = z.infer<typeof ModuleProgress>;

export const Enrollment = z.object({
  ...ids,
  course: z.object({
    _id: Id,
    title: z.string(),
    thumbnail: z.string().default(''),
    instructor: z.object({ id: Id, name: z.string() }),
  }),
  student: ref({ name: z.string(), email: z.string() }),
  enrolledAt: z.string(),
  via: z.enum(['free', 'payment']),
  progress: z.array(ModuleProgress).default([]),
  completedModules: z.number().int().min(0),
  /** Seconds, over all modules. */
  watchTime: z.number().int().min(0),
  completionPercentage: z.number().int().min(0).max(100),
  completed: z.boolean(),
  completedAt: z.string().optional(),
  lastModuleId: z.string().optional(),
});
export type Enrollment = z.infer<typeof Enrollment>;

export const EnrollBody = z.object({ courseId: Id });
export const EnrollmentResponse = z.object({ enrollment: Enrollment });
/** A row of the student's course list: the enrolment without its per-module progress (that is AP23, per course). */
export const EnrollmentListItem = Enrollment.omit({ progress: true });
export type EnrollmentListItem = z.infer<typeof EnrollmentListItem>;

/** The student's enrolments, newest first, in bounded pages. */
export const MyEnrollmentsQuery = pageQuery(100, 20);
export const MyEnrollmentsResponse = z.object({
  enrollments: z.array(EnrollmentListItem),
  nextCursor: z.string().nullable(),
});

/** The student's enrolment in one course, with its module progress (404 when they are not enrolled). */
export const MyEnrollmentResponse = z.object({ enrollment: Enrollment });

export const CourseEnrollmentsQuery = pageQuery(100, 20);
export const CourseEnrollmentsResponse = z.object({
  enrollments: z.array(Enrollment),
  nextCursor: z.string().nullable(),
});

/** A day of video is the most one module can plausibly record. */
const MAX_SECONDS = 24 * 60 * 60;

export const ProgressBody = z.object({
  courseId: Id,
  moduleId: Id,
  completed: z.boolean().optional(),
  watchTime: z.number().int().min(0).max(MAX_SECONDS).optional(),
  position: z.number().int().min(0).max(MAX_SECONDS).optional(),
  /**
   * The viewing ends (the page closes): watch time saved so far also moves the course figures now, not at the
   * next save that matters.
   */
  final: z.boolean().optional(),
});
