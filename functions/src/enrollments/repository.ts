import {
  type Enrollment,
  type EnrollmentListItem,
  EnrollmentListItem as EnrollmentListItemSchema,
  Enrollment as EnrollmentSchema,
  type ModuleProgress,
} from '@academy/shared';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '../lib/clients';
import {
  cancellationReasons,
  conditionHeld,
  getOne,
  isConditionFailure,
  prefixValues,
  putNew,
  queryAll,
  queryPage,
  queryPartitionPage,
  Redo,
  retryOnConflict,
  skBeginsWith,
  type TransactItem,
  transact,
} from '../lib/db';
import { ConflictError, NotFoundError } from '../lib/errors';
import { derivedId, userPartition } from '../lib/keys';
import { notice, notificationWrites } from '../notifications/service';
import type { UserRecord } from '../users/service';
import { indexKeys, indexPartition, keys, skPrefix } from './keys';

export interface EnrollmentRecord {
  id: string;
  studentId: string;
  courseId: string;
  instructorId: string;
  student: { name: string; email: string };
  course: { title: string; thumbnail: string; instructor: { id: string; name: string } };
  enrolledAt: string;
  via: 'free' | 'payment';
  orderId?: string;
  completedModules: number;
  watchTime: number;
  completionPercentage: number;
  completed: boolean;
  completedAt?: string;
  lastModuleId?: string;
  /** The latest of: enrolment, progress recorded, an assignment submitted (absent on enrolments made before it). */
  lastActivityAt?: string;
  /** Ids of the assignments of this course the student has submitted (a string set; absent until the first). */
  submittedAssignmentIds?: Set<string> | string[];
  /** The student's rating of the course, 1–5 (W29; absent until they rate it). */
  rating?: number;
  ratedAt?: string;
  version: number;
}

export interface ProgressRecord {
  courseId: string;
  moduleId: string;
  completed: boolean;
  watchTime: number;
  position: number;
  completedAt?: string;
  updatedAt: string;
  version: number;
}

export const toEnrollment = (r: EnrollmentRecord, progress: ProgressRecord[] = []): Enrollment =>
  EnrollmentSchema.parse({
    ...r,
    _id: r.id,
    course: { ...r.course, _id: r.courseId },
    student: { ...r.student, _id: r.studentId },
    progress: progress.map(
      (p): ModuleProgress => ({
        moduleId: p.moduleId,
        completed: p.completed,
        watchTime: p.watchTime,
        position: p.position,
      }),
    ),
  });

/** Everything in a user's partition under one sort-key prefix (bounded: enrolments and their progress). */
async function queryUserPrefix<T>(studentId: string, skPrefixValue: string, max = 5000): Promise<T[]> {
  const { items } = await queryAll<T>(
    {
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sk')}`,
      ExpressionAttributeValues: { ':pk': userPartition(studentId), ...prefixValues('sk', skPrefixValue) },
    },
    { maxItems: max },
  );
  return items;
}

export const getEnrollment = (studentId: string, courseId: string) =>
  getOne<EnrollmentRecord>(keys.enrollment(studentId, courseId));

/** An enrolment as a row of the student's course list: without its per-module progress. */
export const toEnrollmentListItem = (r: EnrollmentRecord): EnrollmentListItem =>
  EnrollmentListItemSchema.parse({
    ...r,
    _id: r.id,
    course: { ...r.course, _id: r.courseId },
    student: { ...r.student, _id: r.studentId },
  });

/** AP21b: a student's enrolments, newest first, in bounded pages (one Query of GSI3). */
export const listStudentEnrollmentPage = (studentId: string, limit: number, cursor?: string) =>
  queryPartitionPage<EnrollmentRecord & Record<string, unknown>>(
    indexPartition.enrollmentsByStudent(studentId),
    {
      limit,
      cursor,
      descending: true,
    },
  );

/** AP22 + AP23: the student's enrolment in one course with its module progress, or undefined. */
export async function getStudentEnrollment(
  studentId: string,
  courseId: string,
): Promise<Enrollment | undefined> {
  const [record, progress] = await Promise.all([
    getEnrollment(studentId, courseId),
    listCourseProgress(studentId, courseId),
  ]);
  return record && toEnrollment(withUnfoldedProgress(record, progress), progress);
}

/**
 * The enrolment as its progress items have it since the last save that mattered (W8): plain saves write only
 * the progress item, so the watch time counts every module's progress (never less than the enrolment holds; a
 * module the course has since removed counts here until then) and the last module is the one saved last.
 */
export function withUnfoldedProgress(record: EnrollmentRecord, progress: ProgressRecord[]): EnrollmentRecord {
  const latest = progress.reduce<ProgressRecord | undefined>(
    (last, p) => (!last || p.updatedAt > last.updatedAt ? p : last),
    undefined,
  );
  const newer = latest && latest.updatedAt > (record.lastActivityAt ?? record.enrolledAt);
  return {
    ...record,
    watchTime: Math.max(
      Number(record.watchTime ?? 0),
      progress.reduce((sum, p) => sum + p.watchTime, 0),
    ),
    ...(newer ? { lastModuleId: latest.moduleId, lastActivityAt: latest.updatedAt } : {}),
  };
}

export async function listCourseProgress(studentId: string, courseId: string): Promise<ProgressRecord[]> {
  return queryUserPrefix<ProgressRecord>(studentId, skPrefix.progressInCourse(courseId), 1000);
}

/** AP25: the students of one course, in enrolment order, in bounded pages. */
export const listCourseEnrollments = (courseId: string, limit: number, cursor?: string) =>
  queryPartitionPage<EnrollmentRecord & Record<string, unknown>>(
    indexPartition.enrollmentsByCourse(courseId),
    {
      limit,
      cursor,
    },
  );

/**
 * AP21 without the progress items: a student's enrolments alone (the dashboard needs no per-module progress),
 * in sort-key order (by courseId), at most `max` (one Query page holds ~1,500 enrolments).
 */
export const listStudentEnrollmentRecords = (studentId: string, max = 1000) =>
  queryUserPrefix<EnrollmentRecord>(studentId, skPrefix.enrollments, max);

/** AP26: the latest enrolments across an instructor's courses, newest first, one bounded Query. */
export async function listInstructorEnrollments(instructorId: string, limit: number) {
  const page = await queryPartitionPage<EnrollmentRecord & Record<string, unknown>>(
    indexPartition.enrollmentsByInstructor(instructorId),
    { limit, descending: true },
  );
  return page.items as EnrollmentRecord[];
}

/** What an enrolment copies of its course (the courses feature's item, read by the caller through its service). */
export interface EnrolledCourse {
  id: string;
  title: string;
  thumbnail: string;
  instructorId: string;
  instructor: { name: string };
}

export interface EnrollInput {
  student: Pick<UserRecord, 'id' | 'name' | 'email'>;
  course: EnrolledCourse;
  /**
   * The course's side of the transaction, from the courses feature's `enrollmentCourseWrites`: its enrolment count
   * (on a free enrolment only while it is published and free) and the course counters. Placed right after the
   * enrolment, so a cancellation's reasons[1] is the course's.
   */
  courseWrites: readonly TransactItem[];
  via: 'free' | 'payment';
  orderId?: string;
}

/** The id of the instructor's "New enrolment" notification: one per student and course, at the enrolment time. */
export const enrollmentNotificationId = (courseId: string, studentId: string, enrolledAt: string) =>
  derivedId(enrolledAt, `enrollment#${courseId}#${studentId}`);

/**
 * W6/W7: the enrolment, the course's side (its count and the course counters, handed in as `courseWrites`), the
 * student's figures and the instructor's notification (and, when free, the student's receipt), as the writes of one transaction. The Put fails if the student is enrolled
 * already, so nothing is counted twice; a free enrolment also requires the course to be published and free at
 * that moment.
 */
export function enrollmentWrites(input: EnrollInput, now = new Date().toISOString()) {
  const { student, course } = input;
  const record: EnrollmentRecord = {
    id: ulid(),
    studentId: student.id,
    courseId: course.id,
    instructorId: course.instructorId,
    student: { name: student.name, email: student.email },
    course: {
      title: course.title,
      thumbnail: course.thumbnail,
      instructor: { id: course.instructorId, name: course.instructor.name },
    },
    enrolledAt: now,
    via: input.via,
    orderId: input.orderId,
    completedModules: 0,
    watchTime: 0,
    completionPercentage: 0,
    completed: false,
    lastActivityAt: now,
    version: 0,
  };
  const writes: TransactItem[] = [
    putNew({
      ...keys.enrollment(student.id, course.id),
      ...indexKeys.enrollmentsByCourse(course.id, now, student.id),
      ...indexKeys.enrollmentsByInstructor(course.instructorId, now, student.id, course.id),
      ...indexKeys.enrollmentsByStudent(student.id, now, course.id),
      entity: 'enrollment',
      ...record,
    }),
    ...input.courseWrites,
    learnerStatsWrite(student.id, { enrolled: 1 }),
    ...notificationWrites({
      id: enrollmentNotificationId(course.id, student.id, now),
      userId: course.instructorId,
      type: 'enrollment',
      ...notice(/*i18n*/ 'New enrolment', /*i18n*/ '{student} enrolled in {course}.', {
        student: student.name,
        course: course.title,
      }),
      sourceId: course.id,
      createdAt: now,
    }),
    // A free enrolment's receipt for the student (issue 37 mails it); a paid one's is the payment's (W7).
    ...(input.via === 'free'
      ? notificationWrites({
          id: derivedId(now, `enrollment-confirmed#${course.id}#${student.id}`),
          userId: student.id,
          type: 'enrollment',
          ...notice(
            /*i18n*/ 'Enrolment confirmed',
            /*i18n*/ 'You are enrolled in {course}. The course is free: there is nothing to pay.',
            { course: course.title },
          ),
          sourceId: course.id,
          createdAt: now,
        })
      : []),
  ];
  return { record, writes };
}

export class CourseNotOpenError extends ConflictError {
  constructor() {
    super(/*i18n*/ 'This course is not open for free enrolment');
  }
}

/**
 * W6, free enrolment, exactly once: answers the existing enrolment when there is one. `courseWrites` are the
 * course's side of the transaction; `enrollFree` (./enroll-free.ts) gets them from the courses feature.
 */
export async function putFreeEnrollment(
  student: EnrollInput['student'],
  course: EnrolledCourse,
  courseWrites: readonly TransactItem[],
): Promise<{ enrollment: EnrollmentRecord; created: boolean }> {
  const existing = await getEnrollment(student.id, course.id);
  if (existing) return { enrollment: existing, created: false };
  try {
    const { record } = await retryOnConflict(async () => {
      const built = enrollmentWrites({ student, course, via: 'free', courseWrites });
      await db().send(new TransactWriteCommand({ TransactItems: built.writes }));
      return built;
    });
    return { enrollment: record, created: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') {
      const enrollment = await getEnrollment(student.id, course.id);
      if (enrollment) return { enrollment, created: false };
    }
    if (reasons[1] === 'ConditionalCheckFailed') throw new CourseNotOpenError();
    throw error;
  }
}

/** W8: watch time a save finds not yet counted on the enrolment that makes it fold it in (seconds). */
export const FOLD_WATCH_SECONDS = 600;
/** W8: how stale the enrolment's last activity may grow before a save moves it (ms). */
export const FOLD_ACTIVITY_MS = 10 * 60_000;

/**
 * W8: records one module's progress under optimistic versions, so concurrent calls never lose an update;
 * completion never reverts, watch time never shrinks, and a repeated save changes nothing. Two kinds of save
 * (docs/data-model.md, "W8"):
 * - a plain save (watch time and position only) writes the progress item alone: one conditional Put of an item
 *   under 1 KB with no index keys, 1 write unit;
 * - a save that matters also folds every module's progress into the enrolment's figures (completion %, completed
 *   modules, watch time, last module, last activity) and the student's figures, in one transaction as before:
 *   when completion changes, the watch time not yet counted on the enrolment reaches `FOLD_WATCH_SECONDS`, its
 *   last activity is older than `FOLD_ACTIVITY_MS`, or the player says the viewing ends (`final`: the page
 *   closes) with watch time not yet counted.
 * Either way the answer holds the figures counted from the progress items just read, so the player is exact.
 */
export async function recordProgress(input: {
  studentId: string;
  course: { id: string };
  modules: readonly { id: string }[];
  moduleId: string;
  completed?: boolean;
  /** Seconds watched; none (the student has not consented to watch-time analytics): the stored time stays. */
  watchTime?: number;
  position?: number;
  final?: boolean;
}): Promise<{ enrollment: EnrollmentRecord; progress: ProgressRecord[]; folded: boolean }> {
  const { studentId, course, modules, moduleId } = input;
  if (!modules.some((m) => m.id === moduleId))
    throw new NotFoundError(/*i18n*/ 'Module not found in this course');
  return retryOnConflict(async () => {
    const [enrollment, progress] = await Promise.all([
      getEnrollment(studentId, course.id),
      listCourseProgress(studentId, course.id),
    ]);
    if (!enrollment) throw new NotFoundError(/*i18n*/ 'You are not enrolled in this course');
    const nowMs = Date.now();
    const now = new Date(nowMs).toISOString();
    const old = progress.find((p) => p.moduleId === moduleId);
    const next: ProgressRecord = {
      courseId: course.id,
      moduleId,
      completed: Boolean(old?.completed || input.completed),
      watchTime: Math.max(old?.watchTime ?? 0, input.watchTime ?? 0),
      position: input.position ?? old?.position ?? 0,
      completedAt: old?.completedAt ?? (input.completed ? now : undefined),
      updatedAt: now,
      version: (old?.version ?? 0) + 1,
    };
    const changed =
      !old ||
      next.completed !== Boolean(old.completed) ||
      next.watchTime !== old.watchTime ||
      next.position !== old.position;
    const all = changed ? [...progress.filter((p) => p.moduleId !== moduleId), next] : progress;
    const existing = new Set(modules.map((m) => m.id));
    const counted = all.filter((p) => existing.has(p.moduleId));
    const completedModules = counted.filter((p) => p.completed).length;
    const total = modules.length;
    const completionPercentage = total ? Math.min(100, Math.round((completedModules / total) * 100)) : 0;
    const completed = total > 0 && completedModules >= total;
    const storedWatchTime = Number(enrollment.watchTime ?? 0);
    // Never below what the enrolment holds: a progress Query read just before another save's fold landed
    // may miss that fold's module, and the figures must not shrink.
    const watchTime = Math.max(
      storedWatchTime,
      counted.reduce((sum, p) => sum + p.watchTime, 0),
    );
    const updated: EnrollmentRecord = {
      ...enrollment,
      completedModules,
      watchTime,
      completionPercentage,
      completed,
      completedAt: enrollment.completedAt ?? (completed ? now : undefined),
      lastModuleId: moduleId,
      lastActivityAt: now,
      version: enrollment.version + 1,
    };
    const lastActivity = Date.parse(enrollment.lastActivityAt ?? enrollment.enrolledAt);
    const matters =
      completedModules !== Number(enrollment.completedModules ?? 0) ||
      completionPercentage !== Number(enrollment.completionPercentage ?? 0) ||
      completed !== Boolean(enrollment.completed) ||
      watchTime - storedWatchTime >= FOLD_WATCH_SECONDS ||
      (input.final === true && watchTime > storedWatchTime) ||
      !(nowMs - lastActivity < FOLD_ACTIVITY_MS);
    const progressPut = {
      TableName: tableName(),
      Item: { ...keys.progress(studentId, course.id, moduleId), entity: 'progress', ...next },
      ConditionExpression: old ? 'version = :v' : 'attribute_not_exists(PK)',
      ...(old ? { ExpressionAttributeValues: { ':v': old.version } } : {}),
    };
    if (!matters) {
      if (changed) {
        try {
          await db().send(new PutCommand(progressPut));
        } catch (error) {
          // Another save changed this module's progress first: read again and redo.
          if (isConditionFailure(error)) throw new Redo('progress changed meanwhile');
          throw error;
        }
      }
      return { enrollment: updated, progress: all, folded: false };
    }
    const figures = {
      completed: Number(updated.completed) - Number(Boolean(enrollment.completed)),
      watchTime: updated.watchTime - storedWatchTime,
    };
    const figuresMoved = figures.completed !== 0 || figures.watchTime !== 0;
    try {
      await transact([
        ...(changed ? [{ Put: progressPut }] : []),
        {
          Update: {
            TableName: tableName(),
            Key: keys.enrollment(studentId, course.id),
            UpdateExpression:
              'SET completedModules = :cm, watchTime = :wt, completionPercentage = :pct, completed = :done, lastModuleId = :mid, lastActivityAt = :now, version = :nv' +
              (updated.completedAt ? ', completedAt = :cat' : ''),
            ConditionExpression: 'version = :ev',
            ExpressionAttributeValues: {
              ':cm': updated.completedModules,
              ':wt': updated.watchTime,
              ':pct': updated.completionPercentage,
              ':done': updated.completed,
              ':mid': moduleId,
              ':now': now,
              ':nv': updated.version,
              ':ev': enrollment.version,
              ...(updated.completedAt ? { ':cat': updated.completedAt } : {}),
            },
          },
        },
        ...(figuresMoved ? [learnerStatsWrite(studentId, figures)] : []),
      ]);
    } catch (error) {
      // Another call changed the progress or the enrolment first: read again and redo (as a conflict).
      if (cancellationReasons(error).includes('ConditionalCheckFailed')) {
        throw new Redo('progress changed meanwhile');
      }
      throw error;
    }
    return { enrollment: updated, progress: all, folded: true };
  });
}

/**
 * W9's enrolment write (a TransactWriteItem): the student must be enrolled (a cancellation on this item means
 * "not enrolled"), the assignment joins the enrolment's set of submitted assignments (a DynamoDB string set, so a
 * repeat adds nothing) and the last activity moves to `at`. The enrolment's `version` is left alone: W8 sets
 * only its own attributes, so the two never overwrite each other.
 */
export function submissionEnrollmentUpdate(
  studentId: string,
  courseId: string,
  assignmentId: string,
  at: string,
) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.enrollment(studentId, courseId),
      UpdateExpression: 'ADD submittedAssignmentIds :ids SET lastActivityAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':ids': new Set([assignmentId]), ':at': at },
    },
  };
}

/** The enrolment's last activity moves to `at` (a replaced submission); still conditioned on the enrolment. */
export function activityEnrollmentUpdate(studentId: string, courseId: string, at: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.enrollment(studentId, courseId),
      UpdateExpression: 'SET lastActivityAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': at },
    },
  };
}

/** A student's learning figures across all their enrolments (AP85). */
export interface LearnerFigures {
  enrolled: number;
  completed: number;
  /** Seconds. */
  watchTime: number;
}

/**
 * The student's figures item as read: `counted` once a read has set it from every enrolment (before that it
 * holds only the changes since it was created), and the version a fill must find.
 */
export interface LearnerStats extends LearnerFigures {
  counted: boolean;
  version: number;
  exists: boolean;
}

/**
 * W8b: changes to a student's figures, in the transaction that changes an enrolment (enrol: enrolled +1;
 * progress: completed ±1, watch time ± seconds, exact because that transaction holds the enrolment's version).
 * ADD only, so it needs no read and creates the item on the first change.
 */
export function learnerStatsWrite(studentId: string, change: Partial<LearnerFigures>) {
  const parts = Object.entries(change).filter(([, n]) => n !== undefined && n !== 0) as [string, number][];
  return {
    Update: {
      TableName: tableName(),
      Key: keys.learnerStats(studentId),
      UpdateExpression: `ADD version :one${parts.map(([name]) => `, ${name} :${name}`).join('')}`,
      ExpressionAttributeValues: Object.fromEntries([
        [':one', 1],
        ...parts.map(([name, n]) => [`:${name}`, n]),
      ]),
    },
  };
}

/** AP85: the student's figures item (GetItem, consistent). */
export async function getLearnerStats(studentId: string): Promise<LearnerStats> {
  const item = await getOne(keys.learnerStats(studentId));
  return {
    enrolled: Number(item?.enrolled ?? 0),
    completed: Number(item?.completed ?? 0),
    watchTime: Number(item?.watchTime ?? 0),
    counted: item?.counted === true,
    version: Number(item?.version ?? 0),
    exists: Boolean(item),
  };
}

/**
 * Sets the figures counted from every enrolment, only if nothing changed them since `read` (false: an
 * enrolment or progress write came between; the next read counts again).
 */
export async function fillLearnerStats(
  studentId: string,
  read: LearnerStats,
  figures: LearnerFigures,
): Promise<boolean> {
  return conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.learnerStats(studentId),
          entity: 'learnerStats',
          ...figures,
          counted: true,
          version: read.version + 1,
        },
        ...(read.exists
          ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': read.version } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      }),
    ),
  );
}

/**
 * AP21b filtered: the student's unfinished enrolments, newest first, at most `limit` (a bounded, filtered page
 * of GSI3: it reads on past finished ones, at most 200 items).
 */
export async function listUnfinishedEnrollmentRecords(studentId: string, limit: number) {
  const partition = indexPartition.enrollmentsByStudent(studentId);
  const page = await queryPage<EnrollmentRecord & Record<string, unknown>>({
    query: {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      FilterExpression: 'NOT (completed = :true)',
      ExpressionAttributeValues: { ':pk': partition.pk, ':true': true },
      ScanIndexForward: false,
    },
    keyAttributes: partition.keyAttributes,
    limit,
    maxRead: 200,
    firstOnly: true,
  });
  return page.items as EnrollmentRecord[];
}
