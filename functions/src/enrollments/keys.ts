import { isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The enrolment feature's items: a student's enrolments, their module progress and their learning figures (all
 * in the student's `USER#` partition), and the enrolment lists' index keys: their keys, beside the access
 * patterns that use them (docs/data-model.md, "APn"). Only this feature builds them; another feature that reads
 * or writes one of these items in its own request asks this feature's service for the piece (docs/features.md).
 * The prefixes come from the registry in lib/keys.ts, whose test proves them unique.
 */
export const keys = {
  /**
   * A student's learning figures across courses (enrolled, completed, watch time), kept by the transactions that
   * enrol and record progress (AP85's analytics in one GetItem).
   */
  learnerStats: (studentId: string) => ({ PK: `${prefix.user}${studentId}`, SK: 'LEARNING' }),
  /** A student's enrolment in a course; one per pair by construction (AP20-22). */
  enrollment: (studentId: string, courseId: string) => ({
    PK: `${prefix.user}${studentId}`,
    SK: `${prefix.enrollment}${courseId}`,
  }),
  /** A student's progress in one module: completed, watch time, resume position (AP23-24). */
  progress: (studentId: string, courseId: string, moduleId: string) => ({
    PK: `${prefix.user}${studentId}`,
    SK: `${prefix.progress}${courseId}#${moduleId}`,
  }),
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP21: a student's enrolments, in PK=USER#<id>. */
  enrollments: prefix.enrollment,
  /** AP23: a student's module progress in one course, in PK=USER#<id>. */
  progressInCourse: (courseId: string) => `${prefix.progress}${courseId}#`,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  enrollmentsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#ENROLLMENTS`),
  enrollmentsByInstructor: (instructorId: string) =>
    on('GSI2', `${prefix.instructor}${instructorId}#ENROLLMENTS`),
  enrollmentsByStudent: (studentId: string) => on('GSI3', `${prefix.user}${studentId}#ENROLLMENTS`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP25, GSI1: students enrolled in a course, in enrolment order. */
  enrollmentsByCourse: (courseId: string, enrolledAt: string, studentId: string) =>
    p.enrollmentsByCourse(courseId).key(`${isoUtc(enrolledAt)}#${studentId}`),
  /** AP26, GSI2: enrolments in all of an instructor's courses, in enrolment order. */
  enrollmentsByInstructor: (instructorId: string, enrolledAt: string, studentId: string, courseId: string) =>
    p.enrollmentsByInstructor(instructorId).key(`${isoUtc(enrolledAt)}#${studentId}#${courseId}`),
  /** AP21b, GSI3: a student's enrolments in enrolment order (the paged my-courses list, newest first). */
  enrollmentsByStudent: (studentId: string, enrolledAt: string, courseId: string) =>
    p.enrollmentsByStudent(studentId).key(`${isoUtc(enrolledAt)}#${courseId}`),
};
