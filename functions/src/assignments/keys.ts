import { isoUtc, indexOn as on, prefix } from '../lib/keys';

/**
 * The assignments feature's items: a course's assignment set, an assignment and its submissions, a student's
 * assignment feed, and the submission lists' index keys: their keys, beside the access patterns that use them
 * (docs/data-model.md, "APn"). Only this feature builds them; another feature that reads or writes one of these
 * items in its own request asks this feature's service for the piece (docs/features.md). The prefixes come from
 * the registry in lib/keys.ts, whose test proves them unique.
 */
export const keys = {
  /**
   * Every assignment of a course, in one item (AP31-33, AP39): a partition of its own, not the course's, so
   * AP10 (the course and its modules, a Query of the whole COURSE#<cid> partition) never reads it.
   */
  courseAssignments: (courseId: string) => ({ PK: `${prefix.assignmentSet}${courseId}`, SK: 'ASSIGNMENTS' }),
  /**
   * A student's courses that have assignments (AP39), one small item each (the course id and title): written for
   * every enrolled student when an assignment is created, and for a new student when they enrol in a course that
   * has an assignment set. The student's list reads these instead of every enrolment.
   */
  assignmentFeedEntry: (studentId: string, courseId: string) => ({
    PK: `${prefix.assignmentFeed}${studentId}`,
    SK: `${prefix.course}${courseId}`,
  }),
  /** An assignment's pointer to its course and its counters (AP32-36). Its partition also holds its submissions. */
  assignment: (assignmentId: string) => ({ PK: `${prefix.assignment}${assignmentId}`, SK: 'ASSIGNMENT' }),
  /** A student's submission; one per student per assignment (AP34-36). */
  submission: (assignmentId: string, studentId: string) => ({
    PK: `${prefix.assignment}${assignmentId}`,
    SK: `${prefix.submission}${studentId}`,
  }),
};

/** The partition of a student's feed, read by one Query. */
export const feedPartition = {
  assignments: (studentId: string) => keys.assignmentFeedEntry(studentId, '').PK,
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP35: submissions of an assignment, in PK=ASSIGN#<id>. */
  submissions: prefix.submission,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  assignmentsByCourse: (courseId: string) => on('GSI1', `${prefix.course}${courseId}#ASSIGNMENTS`),
  submissionsByStudent: (studentId: string) => on('GSI1', `${prefix.user}${studentId}#SUBMISSIONS`),
  submissionsByInstructor: (instructorId: string) =>
    on('GSI2', `${prefix.instructor}${instructorId}#SUBMISSIONS`),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** Unused: a course's assignments are one item (keys.courseAssignments), not an index list. */
  assignmentsByCourse: (courseId: string, assignmentId: string) =>
    p.assignmentsByCourse(courseId).key(assignmentId),
  /** AP37, GSI1: a student's submissions, grouped by course (begins_with courseId#). */
  submissionsByStudent: (studentId: string, courseId: string, assignmentId: string) =>
    p.submissionsByStudent(studentId).key(`${courseId}#${assignmentId}`),
  /** AP38, GSI2: submissions to an instructor's assignments, by submission time. */
  submissionsByInstructor: (
    instructorId: string,
    submittedAt: string,
    assignmentId: string,
    studentId: string,
  ) => p.submissionsByInstructor(instructorId).key(`${isoUtc(submittedAt)}#${assignmentId}#${studentId}`),
};
