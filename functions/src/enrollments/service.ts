import { tableName } from '../lib/clients';
import { queryPage } from '../lib/db';
import { indexPartition, keys } from './keys';
import {
  activityEnrollmentUpdate,
  type EnrollmentRecord,
  fillLearnerStats,
  getEnrollment,
  getLearnerStats,
  type LearnerFigures,
  type LearnerStats,
  learnerStatsWrite,
  listCourseEnrollments,
  listInstructorEnrollments,
  listStudentEnrollmentRecords,
  listUnfinishedEnrollmentRecords,
  submissionEnrollmentUpdate,
} from './repository';

/**
 * A student's enrolment in a course (AP22, one consistent GetItem; undefined: not enrolled), as the API answers it
 * with its module progress (AP23), and W6/W7's writes of the enrolment, for the paths that enrol (payments).
 */
export {
  type EnrolledCourse,
  type EnrollmentRecord,
  enrollmentWrites,
  getEnrollment,
  listCourseProgress,
  toEnrollment,
} from './repository';

/** The enrolment feature's answer to other features: is this student enrolled in this course? One GetItem. */
export async function isEnrolled(studentId: string, courseId: string): Promise<boolean> {
  return (await getEnrollment(studentId, courseId)) !== undefined;
}

/** The enrolment item with the sessions its student joined (W16 adds them; absent until the first join). */
type WithJoins = EnrollmentRecord & { joinedSessionIds?: Set<string> | string[] };

const idsOf = (value: Set<string> | string[] | undefined): string[] =>
  value ? [...value].map(String).sort() : [];

/**
 * For a feature that reads a student's enrolment in the same BatchGetItem as its own items (one request, not
 * two): the enrolment's key and how to read the item that came back (undefined: not enrolled). The enrolment
 * feature still owns the key and the record's shape, as with `submissionEnrollmentWrite`.
 */
export function enrollmentRead(studentId: string, courseId: string) {
  return {
    key: keys.enrollment(studentId, courseId),
    read: (item: Record<string, unknown> | undefined) => {
      const found = item as WithJoins | undefined;
      return (
        found && {
          courseId,
          courseTitle: found.course.title,
          instructorId: found.instructorId,
          joinedSessionIds: idsOf(found.joinedSessionIds),
        }
      );
    },
  };
}

/**
 * For a feature's transaction that must only succeed while the student is enrolled (a forum post or reply): a
 * ConditionCheck on the enrolment; its cancellation (ConditionalCheckFailed) means "not enrolled": answer 403.
 */
export const enrollmentCheck = (studentId: string, courseId: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.enrollment(studentId, courseId),
    ConditionExpression: 'attribute_exists(PK)',
  },
});

/**
 * For a transaction that must only succeed once the student has completed the course (W21, a certificate): a
 * ConditionCheck on the enrolment's `completed`; its cancellation means "not completed" (or not enrolled).
 */
export const completedEnrollmentCheck = (studentId: string, courseId: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.enrollment(studentId, courseId),
    ConditionExpression: 'completed = :true',
    ExpressionAttributeValues: { ':true': true },
  },
});

/** One of a student's enrolments as summaries show it: the course, how far along, no per-module progress. */
export interface EnrollmentSummary {
  courseId: string;
  title: string;
  thumbnail: string;
  instructorId: string;
  instructorName: string;
  enrolledAt: string;
  completionPercentage: number;
  completed: boolean;
  /** Seconds, over all modules. */
  watchTime: number;
}

const toSummary = (r: EnrollmentRecord): EnrollmentSummary => ({
  courseId: r.courseId,
  title: r.course.title,
  thumbnail: r.course.thumbnail ?? '',
  instructorId: r.instructorId,
  instructorName: r.course.instructor.name,
  enrolledAt: r.enrolledAt,
  completionPercentage: Number(r.completionPercentage ?? 0),
  completed: Boolean(r.completed),
  watchTime: Number(r.watchTime ?? 0),
});

/** AP21: a student's enrolments, newest enrolment first; one Query, no progress items. */
export async function listStudentEnrollmentSummaries(studentId: string): Promise<EnrollmentSummary[]> {
  const records = await listStudentEnrollmentRecords(studentId);
  return records
    .map(toSummary)
    .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt) || b.courseId.localeCompare(a.courseId));
}

/** AP21b filtered: the student's newest unfinished enrolments, at most `limit` (one bounded Query). */
export async function listUnfinishedEnrollmentSummaries(
  studentId: string,
  limit: number,
): Promise<EnrollmentSummary[]> {
  return (await listUnfinishedEnrollmentRecords(studentId, limit)).map(toSummary);
}

/** AP85's figures item as stored (one GetItem, no write), for `studentLearningFigures` to complete. */
export type StoredLearnerFigures = LearnerStats;
export const readStudentLearningFigures = (studentId: string): Promise<StoredLearnerFigures> =>
  getLearnerStats(studentId);

/**
 * AP85's figures: enrolled, completed and watch time (seconds) over every enrolment of the student, from one
 * item the enrolment and progress transactions keep. Until a read has counted them once (an item created
 * before it existed, or by changes alone), they are counted from AP21 here and stored, from the version read
 * first: a write in between makes the store fail, and the next read counts again. So the first read costs
 * what AP21 costs; every later one a GetItem. `stats`: the item as `readStudentLearningFigures` read it, when the
 * caller read it already (before it was known to be allowed: the counting and storing, a write, come only here).
 */
export async function studentLearningFigures(
  studentId: string,
  stats?: StoredLearnerFigures,
): Promise<LearnerFigures> {
  stats ??= await getLearnerStats(studentId);
  if (stats.counted)
    return { enrolled: stats.enrolled, completed: stats.completed, watchTime: stats.watchTime };
  const records = await listStudentEnrollmentRecords(studentId);
  const figures: LearnerFigures = {
    enrolled: records.length,
    completed: records.filter((r) => r.completed).length,
    watchTime: records.reduce((sum, r) => sum + Number(r.watchTime ?? 0), 0),
  };
  await fillLearnerStats(studentId, stats, figures);
  return figures;
}

/** One enrolment in one of an instructor's courses: who, in which course, when. */
export interface InstructorEnrollment {
  studentId: string;
  name: string;
  email: string;
  courseId: string;
  courseTitle: string;
  enrolledAt: string;
}

/** How many enrolments are read per student wanted, to find distinct students among the latest. */
const DISTINCT_STUDENTS_READ_FACTOR = 5;

/**
 * AP26: the students who enrolled most recently across an instructor's courses, each once with their latest
 * enrolment, newest first (keys from the instructor's sub).
 */
export async function listLatestInstructorEnrollments(
  instructorId: string,
  limit: number,
): Promise<InstructorEnrollment[]> {
  // One bounded Query still: a few more enrolments than asked for, so a student who enrolled in two of the
  // instructor's courses lately counts once (their latest enrolment) and the list still holds `limit` people.
  const records = await listInstructorEnrollments(instructorId, limit * DISTINCT_STUDENTS_READ_FACTOR);
  const seen = new Set<string>();
  const latest = records.filter((r) => !seen.has(r.studentId) && seen.add(r.studentId)).slice(0, limit);
  return latest.map((r) => ({
    studentId: r.studentId,
    name: r.student.name,
    email: r.student.email,
    courseId: r.courseId,
    courseTitle: r.course.title,
    enrolledAt: r.enrolledAt,
  }));
}

/**
 * W9: the enrolment write of a submission's transaction (TransactWriteItem). Condition: the student is enrolled
 * (a cancellation on it means "not enrolled": answer 403); it adds the assignment to the enrolment's submitted
 * set and sets lastActivityAt. With `replace`, a submission that already counted: only lastActivityAt moves.
 */
export const submissionEnrollmentWrite = (
  studentId: string,
  courseId: string,
  assignmentId: string,
  at: string,
  replace = false,
) =>
  replace
    ? activityEnrollmentUpdate(studentId, courseId, at)
    : submissionEnrollmentUpdate(studentId, courseId, assignmentId, at);

/** One student of a course as the instructor's students page needs them. */
export interface CourseStudentRecord {
  studentId: string;
  name: string;
  email: string;
  enrolledAt: string;
  completionPercentage: number;
  completed: boolean;
  /** Seconds, over all modules. */
  watchTime: number;
  /** Every assignment of the course this student has submitted (deleted ones included: intersect with the current). */
  submittedAssignmentIds: string[];
  /** The latest of enrolment, progress, submission; the enrolment time for enrolments made before it was kept. */
  lastActivityAt: string;
}

/** AP25: one page of a course's students, in enrolment order (one Query of GSI1). */
export async function listCourseStudentRecords(
  courseId: string,
  limit: number,
  cursor?: string,
): Promise<{ items: CourseStudentRecord[]; nextCursor: string | null }> {
  const page = await listCourseEnrollments(courseId, limit, cursor);
  return {
    items: page.items.map((r) => ({
      studentId: r.studentId,
      name: r.student.name,
      email: r.student.email,
      enrolledAt: r.enrolledAt,
      completionPercentage: Number(r.completionPercentage ?? 0),
      completed: Boolean(r.completed),
      watchTime: Number(r.watchTime ?? 0),
      submittedAssignmentIds: idsOf(r.submittedAssignmentIds),
      lastActivityAt: r.lastActivityAt ?? r.enrolledAt,
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * W16: the enrolment write of a live-session join's transaction (TransactWriteItem). Condition: the student is
 * enrolled (a cancellation on it means "not enrolled": answer 403); it adds the session to the enrolment's
 * `joinedSessionIds` string set, so a student's enrolments (one Query) also tell which sessions they joined.
 */
export const sessionJoinEnrollmentWrite = (studentId: string, courseId: string, sessionId: string) => ({
  Update: {
    TableName: tableName(),
    Key: keys.enrollment(studentId, courseId),
    UpdateExpression: 'ADD joinedSessionIds :ids',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':ids': new Set([sessionId]) },
  },
});

/**
 * AP25 ids only: one page of a course's student ids, in enrolment order (one Query of GSI1 projecting the id and
 * the index keys: a page of 1,000 is ~100 KB, not ~500 KB of whole enrolments). For fan-outs (session reminders).
 */
export async function listCourseStudentIds(
  courseId: string,
  limit: number,
  cursor?: string,
): Promise<{ items: string[]; nextCursor: string | null }> {
  const partition = indexPartition.enrollmentsByCourse(courseId);
  const page = await queryPage<Record<string, unknown>>({
    query: {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ProjectionExpression: 'PK, SK, GSI1PK, GSI1SK, studentId',
    },
    keyAttributes: partition.keyAttributes,
    limit,
    cursor,
  });
  return { items: page.items.map((i) => String(i.studentId)), nextCursor: page.nextCursor };
}

/**
 * The student's own rating of a course, read with their enrolment (one consistent GetItem): undefined when they
 * are not enrolled, `{ rating: undefined }` when enrolled and not yet rated.
 */
export async function getEnrollmentRating(
  studentId: string,
  courseId: string,
): Promise<{ rating?: number } | undefined> {
  const found = await getEnrollment(studentId, courseId);
  return found && { rating: found.rating === undefined ? undefined : Number(found.rating) };
}

/**
 * W29's enrolment write (a TransactWriteItem): the student's rating lives on their enrolment, so "enrolled" and
 * "one rating per student and course" are one condition. It holds only while the student is enrolled and their
 * rating is still `previous` (absent for a first rating): a cancellation on it means "not enrolled" or "changed
 * meanwhile", and the caller reads again. Like W9 it leaves the enrolment's `version` (W8's) alone.
 */
export function ratingEnrollmentWrite(
  studentId: string,
  courseId: string,
  rating: number,
  previous: number | undefined,
  at: string,
) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.enrollment(studentId, courseId),
      UpdateExpression: 'SET rating = :rating, ratedAt = :at',
      ConditionExpression:
        previous === undefined
          ? 'attribute_exists(PK) AND attribute_not_exists(rating)'
          : 'attribute_exists(PK) AND rating = :previous',
      ExpressionAttributeValues: {
        ':rating': rating,
        ':at': at,
        ...(previous === undefined ? {} : { ':previous': previous }),
      },
    },
  };
}

/**
 * W45: a refunded enrolment revoked, as writes of the refund's transaction: the enrolment deleted (on the
 * condition that it is the one the refunded order made) and the student's figures lessened by it. Progress items
 * stay, so buying the course again brings the student back where they were. Empty when there is no such
 * enrolment any more.
 */
export async function revokeEnrollmentWrites(studentId: string, courseId: string, orderId: string) {
  const found = await getEnrollment(studentId, courseId);
  if (!found || found.orderId !== orderId) return [];
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.enrollment(studentId, courseId),
        ConditionExpression: 'orderId = :order',
        ExpressionAttributeValues: { ':order': orderId },
      },
    },
    learnerStatsWrite(studentId, {
      enrolled: -1,
      completed: found.completed ? -1 : 0,
      watchTime: -Number(found.watchTime ?? 0),
    }),
  ];
}

export { type ErasedEnrollmentCourseWrites, eraseEnrollments } from './erase-data';
export { exportData } from './export-data';
