import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import {
  batchGet,
  batchPut,
  batchWrite,
  conditionHeld,
  getOne,
  prefixValues,
  putNew,
  queryAll,
  queryNewest,
  queryPage,
  skBeginsWith,
  transact,
} from '../lib/db';
import type { StoredFile } from './files';
import { feedPartition, indexKeys, indexPartition, keys, skPrefix } from './keys';

/**
 * The assignments feature's table access (docs/data-model.md AP31–AP39, W9, W10, W26–W28). A course's
 * assignments are ONE item (`ASSIGNSET#<cid>` / `ASSIGNMENTS`) kept under an optimistic `version`; each
 * assignment also has a pointer item (`ASSIGN#<aid>` / `ASSIGNMENT`: its course and exact counters) whose
 * partition holds the submissions (`SUB#<sid>`).
 */

/** One assignment as stored inside the course's set item. */
export interface AssignmentRecord {
  id: string;
  moduleId: string | null;
  title: string;
  description: string;
  instructions: string;
  /** UTC ISO. */
  dueDate: string;
  maxPoints: number;
  createdAt: string;
  updatedAt: string;
}

/** The set item: every assignment of a course, in creation order. */
export interface AssignmentSetRecord {
  courseId: string;
  version: number;
  assignments: AssignmentRecord[];
}

/** The pointer item of one assignment: its course (never changes) and its exact counters. */
export interface AssignmentPointer {
  assignmentId: string;
  courseId: string;
  submittedCount: number;
  gradedCount: number;
}

/** A student's submission to one assignment. */
export interface SubmissionRecord {
  assignmentId: string;
  courseId: string;
  instructorId: string;
  studentId: string;
  student: { name: string; email: string };
  /** Copied at submit time for the instructor dashboard (not back-filled when the course is renamed). */
  courseTitle: string;
  /**
   * The assignment's title and points, copied at every submit for the instructor dashboard (AP38 answers without
   * reading the sets) and rewritten when W27 changes them; `detailsVersion` is the set version they were read at,
   * so a late rewrite never overwrites a newer copy. Absent on submissions stored before 2026-11-27.
   */
  assignmentTitle?: string;
  maxPoints?: number;
  detailsVersion?: number;
  content: string;
  /** The attached file (./files.ts), if any. */
  file?: StoredFile;
  submittedAt: string;
  updatedAt: string;
  grade?: number;
  feedback?: string;
  gradedAt?: string;
  gradedBy?: string;
  /** 0 until graded; +1 on every (re)grade: the optimistic lock of W10 and the seed of its notification id. */
  gradeVersion: number;
}

/** The set item's serialized size is kept under this (DynamoDB's item limit is 400 KB). */
export const MAX_SET_BYTES = 350_000;

export const setBytes = (assignments: AssignmentRecord[]) =>
  Buffer.byteLength(JSON.stringify(assignments), 'utf8');

/** AP31: a course's assignment set (one GetItem); an empty set when the course has none yet. */
export async function getAssignmentSet(courseId: string): Promise<AssignmentSetRecord & { exists: boolean }> {
  const item = await getOne(keys.courseAssignments(courseId));
  if (!item) return { courseId, version: 0, assignments: [], exists: false };
  return {
    courseId,
    version: Number(item.version ?? 0),
    assignments: (item.assignments ?? []) as AssignmentRecord[],
    exists: true,
  };
}

/**
 * AP31 for a student: the course's set item and one item of another feature (the student's enrolment, whose key
 * and reading that feature gives) in one BatchGetItem, strongly consistent.
 */
export async function getAssignmentSetWith(
  courseId: string,
  otherKey: Record<string, string>,
): Promise<{ set: AssignmentSetRecord & { exists: boolean }; other: Record<string, unknown> | undefined }> {
  const setKey = keys.courseAssignments(courseId);
  const items = await batchGet([setKey, otherKey]);
  const same = (item: Record<string, unknown>, key: Record<string, string>) =>
    item.PK === key.PK && item.SK === key.SK;
  const setItem = items.find((item) => same(item, setKey));
  return {
    set: setItem
      ? {
          courseId,
          version: Number(setItem.version ?? 0),
          assignments: (setItem.assignments ?? []) as AssignmentRecord[],
          exists: true,
        }
      : { courseId, version: 0, assignments: [], exists: false },
    other: items.find((item) => same(item, otherKey)),
  };
}

/** The most courses with assignments one student's list reads (AP39); past it the list shows the first by id. */
export const MAX_FEED_COURSES = 200;

/** One course with assignments in one student's feed (AP39): its key, the course id and its title. */
export const assignmentFeedItem = (e: { studentId: string; courseId: string; courseTitle: string }) => ({
  ...keys.assignmentFeedEntry(e.studentId, e.courseId),
  entity: 'assignmentFeedEntry',
  courseId: e.courseId,
  courseTitle: e.courseTitle,
});

/**
 * AP39's writes: the course into each student's feed, 25 to a BatchWriteItem. Plain Puts: the same again
 * changes nothing but the title, which is the course's current one.
 */
export const putAssignmentFeedEntries = (entries: readonly Parameters<typeof assignmentFeedItem>[0][]) =>
  batchPut(entries.map(assignmentFeedItem));

/** AP39: the student's courses that have assignments (one Query, at most MAX_FEED_COURSES). */
export async function listAssignmentFeed(
  studentId: string,
): Promise<{ courseId: string; courseTitle: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': feedPartition.assignments(studentId) },
      ProjectionExpression: 'courseId, courseTitle',
      Limit: MAX_FEED_COURSES,
    }),
  );
  return Items.map((i) => ({ courseId: String(i.courseId), courseTitle: String(i.courseTitle) }));
}

/** AP39: the assignment sets of many courses, BatchGetItem in chunks of 100, unprocessed keys retried. */
export async function getAssignmentSets(
  courseIds: readonly string[],
): Promise<Map<string, AssignmentRecord[]>> {
  const found = await batchGet(
    [...new Set(courseIds)].map((id) => keys.courseAssignments(id)),
    { projection: 'courseId, assignments' },
  );
  return new Map(
    found.map((item) => [String(item.courseId), (item.assignments ?? []) as AssignmentRecord[]]),
  );
}

/** The pointer of one assignment (GetItem, consistent); undefined when there is no such assignment. */
export async function getPointer(assignmentId: string): Promise<AssignmentPointer | undefined> {
  const item = await getOne(keys.assignment(assignmentId));
  return item ? toPointer(item) : undefined;
}

const toPointer = (item: Record<string, unknown>): AssignmentPointer => ({
  assignmentId: String(item.assignmentId),
  courseId: String(item.courseId),
  submittedCount: Math.max(0, Number(item.submittedCount ?? 0)),
  gradedCount: Math.max(0, Number(item.gradedCount ?? 0)),
});

/** The pointers (counters) of a course's assignments: one BatchGetItem for ≤ 100. */
export async function getPointers(assignmentIds: readonly string[]): Promise<Map<string, AssignmentPointer>> {
  const found = await batchGet(
    assignmentIds.map((id) => keys.assignment(id)),
    { projection: 'assignmentId, courseId, submittedCount, gradedCount' },
  );
  return new Map(found.map((item) => [String(item.assignmentId), toPointer(item)]));
}

/** The write of the set item: replaced whole under the version that was read (absent: created). */
export function setWrite(
  courseId: string,
  previous: { version: number; exists: boolean },
  assignments: AssignmentRecord[],
) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.courseAssignments(courseId),
        entity: 'assignmentSet',
        courseId,
        version: previous.version + 1,
        assignments,
      },
      ConditionExpression: previous.exists ? 'version = :v' : 'attribute_not_exists(PK)',
      ...(previous.exists ? { ExpressionAttributeValues: { ':v': previous.version } } : {}),
    },
  };
}

/** W26 Create: the new set item and the new pointer, in one transaction. */
export async function createAssignment(
  courseId: string,
  previous: { version: number; exists: boolean },
  assignments: AssignmentRecord[],
  assignmentId: string,
  withWrites: readonly object[] = [],
): Promise<void> {
  await transact([
    setWrite(courseId, previous, assignments),
    putNew({
      ...keys.assignment(assignmentId),
      entity: 'assignment',
      assignmentId,
      courseId,
      submittedCount: 0,
      gradedCount: 0,
    }),
    ...(withWrites as never[]),
  ]);
}

/** A change of a course's assignment set for one assignment: the set as read (its version), the new list. */
type SetChange = [
  courseId: string,
  previous: { version: number; exists: boolean },
  assignments: AssignmentRecord[],
  assignmentId: string,
];

/**
 * The set item written with one more write on the assignment's pointer, which must still exist, in one
 * transaction: W27 checks it, W28 deletes it (model.ts' setWriteFailure says what a failure means).
 */
async function setWithPointer(
  pointerWrite: 'Update' | 'Delete',
  ...[courseId, previous, assignments, assignmentId]: SetChange
): Promise<void> {
  await transact([
    setWrite(courseId, previous, assignments),
    {
      [pointerWrite]: {
        TableName: tableName(),
        Key: keys.assignment(assignmentId),
        ConditionExpression: 'attribute_exists(PK)',
        // W27 stamps the pointer with the set version its details now have: a submit that read an older set
        // fails its pointer condition and reads again, so no submission keeps a copy older than the last W27.
        ...(pointerWrite === 'Update'
          ? {
              UpdateExpression: 'SET detailsVersion = :version',
              ExpressionAttributeValues: { ':version': previous.version + 1 },
            }
          : {}),
      },
    },
  ]);
}

/** W27 Update: the set item, and the pointer (which must still exist) stamped with the new set version. */
export const updateAssignmentSet = (...change: SetChange) => setWithPointer('Update', ...change);

/** What a submission copies of its assignment (W9), and W27 rewrites: the title, the points, the set version read. */
export interface SubmissionDetails {
  assignmentTitle: string;
  maxPoints: number;
  detailsVersion: number;
}

/** The pointer condition of a submit: the assignment exists, and no W27 committed since the set version it read. */
const pointerUnchangedSince = (detailsVersion: number) => ({
  ConditionExpression:
    'attribute_exists(PK) AND (attribute_not_exists(detailsVersion) OR detailsVersion <= :seen)',
  values: { ':seen': detailsVersion },
});

/**
 * An assignment's submissions, `read` of each (a projection of their keys and what else is wanted), a Query page of
 * at most 500 at a time (consistent): what W27's rewrite and W28's delete go through.
 */
async function* submissionPages<T>(
  assignmentId: string,
  read: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> },
): AsyncGenerator<T[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sub')}`,
        ExpressionAttributeValues: {
          ':pk': keys.assignment(assignmentId).PK,
          ...prefixValues('sub', skPrefix.submissions),
        },
        ...read,
        ConsistentRead: true,
        Limit: 500,
        ExclusiveStartKey: startKey,
      }),
    );
    yield (page.Items ?? []) as T[];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * W27's rewrite of the copies on an assignment's submissions: Query pages of keys, then one conditional Update each
 * (at most 25 at once), skipped where the copy is as new or newer (a later W27 got there first) or the submission is
 * gone. Idempotent: a retried W27 that names the title or points rewrites again.
 */
export async function rewriteSubmissionDetails(
  assignmentId: string,
  details: SubmissionDetails,
): Promise<number> {
  let rewritten = 0;
  const pages = submissionPages<{ PK: string; SK: string }>(assignmentId, { ProjectionExpression: 'PK, SK' });
  for await (const itemKeys of pages) {
    for (let i = 0; i < itemKeys.length; i += 25) {
      const done = await Promise.all(
        itemKeys.slice(i, i + 25).map((key) =>
          conditionHeld(
            db().send(
              new UpdateCommand({
                TableName: tableName(),
                Key: key,
                UpdateExpression:
                  'SET assignmentTitle = :title, maxPoints = :points, detailsVersion = :version',
                ConditionExpression:
                  'attribute_exists(PK) AND (attribute_not_exists(detailsVersion) OR detailsVersion < :version)',
                ExpressionAttributeValues: {
                  ':title': details.assignmentTitle,
                  ':points': details.maxPoints,
                  ':version': details.detailsVersion,
                },
              }),
            ),
          ),
        ),
      );
      rewritten += done.filter(Boolean).length;
    }
  }
  return rewritten;
}

/** W28 Delete: the set without it and the pointer, in one transaction; the submissions follow (deleteSubmissions). */
export const deleteAssignment = (...change: SetChange) => setWithPointer('Delete', ...change);

/**
 * The submissions of a deleted assignment: Query pages of keys, BatchWriteItem deletes of 25 (unprocessed ones
 * retried). Idempotent: a rerun deletes what is left. They leave the student and instructor indexes with them.
 * `onFiles` hears each page's attached files (their object keys) once that page is deleted.
 */
export async function deleteSubmissions(
  assignmentId: string,
  onFiles: (fileKeys: string[]) => Promise<void> = async () => {},
): Promise<number> {
  let deleted = 0;
  const pages = submissionPages<{ PK: string; SK: string; file?: { key?: string } }>(assignmentId, {
    ProjectionExpression: 'PK, SK, #file.#key',
    ExpressionAttributeNames: { '#file': 'file', '#key': 'key' },
  });
  for await (const itemKeys of pages) {
    await batchWrite(itemKeys.map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } })));
    const fileKeys = itemKeys.flatMap((k) => (typeof k.file?.key === 'string' ? [k.file.key] : []));
    if (fileKeys.length > 0) await onFiles(fileKeys);
    deleted += itemKeys.length;
  }
  return deleted;
}

/** AP34/AP36: one student's submission (GetItem, consistent). */
export const getSubmission = (assignmentId: string, studentId: string) =>
  getOne<SubmissionRecord>(keys.submission(assignmentId, studentId));

/**
 * AP37b: one student's submissions to these assignments (BatchGetItem in chunks of 100, consistent); those they
 * never submitted are simply absent.
 */
export async function getStudentSubmissions(
  assignmentIds: readonly string[],
  studentId: string,
): Promise<SubmissionRecord[]> {
  const found = await batchGet(assignmentIds.map((id) => keys.submission(id, studentId)));
  return found as unknown as SubmissionRecord[];
}

/** AP35: one bounded page of an assignment's submissions (by student id; the caller orders the page). */
export function listSubmissionsPage(assignmentId: string, limit: number, cursor?: string) {
  return queryPage<SubmissionRecord & Record<string, unknown>>({
    query: {
      KeyConditionExpression: `PK = :pk AND ${skBeginsWith('SK', 'sub')}`,
      ExpressionAttributeValues: {
        ':pk': keys.assignment(assignmentId).PK,
        ...prefixValues('sub', skPrefix.submissions),
      },
    },
    keyAttributes: ['PK', 'SK'],
    limit,
    cursor,
  });
}

/** Bound of AP37: a student's submissions read per call (2 × 50 courses × 50 assignments would be 5,000). */
export const MAX_STUDENT_SUBMISSIONS = 2500;

/** AP37: a student's own submissions, of one course (begins_with `<cid>#`) or all, paged to the end (bounded). */
export async function listStudentSubmissions(
  studentId: string,
  courseId?: string,
): Promise<SubmissionRecord[]> {
  const partition = indexPartition.submissionsByStudent(studentId);
  const { items } = await queryAll<SubmissionRecord>(
    {
      IndexName: partition.indexName,
      KeyConditionExpression: courseId
        ? `${partition.pkAttribute} = :pk AND ${skBeginsWith(partition.skAttribute, 'course')}`
        : `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: {
        ':pk': partition.pk,
        ...(courseId ? prefixValues('course', `${courseId}#`) : {}),
      },
    },
    { maxItems: MAX_STUDENT_SUBMISSIONS },
  );
  return items;
}

/** AP38: the newest submissions to an instructor's assignments (one Query of GSI2, newest first). */
export async function listInstructorSubmissions(
  instructorId: string,
  limit: number,
): Promise<SubmissionRecord[]> {
  const partition = indexPartition.submissionsByInstructor(instructorId);
  return queryNewest<SubmissionRecord>(partition, limit);
}

/** The submission item with its keys (table and both indexes). */
export function submissionItem(s: SubmissionRecord) {
  return {
    ...keys.submission(s.assignmentId, s.studentId),
    ...indexKeys.submissionsByStudent(s.studentId, s.courseId, s.assignmentId),
    ...indexKeys.submissionsByInstructor(s.instructorId, s.submittedAt, s.assignmentId, s.studentId),
    entity: 'submission',
    ...s,
  };
}

/**
 * W9 (first submission): Put cond attribute_not_exists; pointer ADD submittedCount 1 cond it still exists and no
 * W27 changed the details copied since the set version read.
 */
export function newSubmissionWrites(s: SubmissionRecord & SubmissionDetails) {
  const unchanged = pointerUnchangedSince(s.detailsVersion);
  return [
    putNew(submissionItem(s)),
    {
      Update: {
        TableName: tableName(),
        Key: keys.assignment(s.assignmentId),
        UpdateExpression: 'ADD submittedCount :one',
        ConditionExpression: unchanged.ConditionExpression,
        ExpressionAttributeValues: { ':one': 1, ...unchanged.values },
      },
    },
  ];
}

/**
 * W9 (a replacement before grading): SET content, submittedAt (and the instructor index's sort key), updatedAt,
 * and the attached file (SET a new one, REMOVE it, or leave it: `file` undefined), cond the submission exists, is
 * not graded and is the one read (`updatedAt`), and the copied details; the pointer must still exist, unchanged by
 * W27 since the set version read.
 */
export function replaceSubmissionWrites(
  previous: SubmissionRecord,
  details: SubmissionDetails,
  content: string,
  at: string,
  file?: StoredFile | null,
) {
  const set =
    'SET content = :content, submittedAt = :at, updatedAt = :at, GSI2SK = :gsi2sk, ' +
    'assignmentTitle = :title, maxPoints = :points, detailsVersion = :version';
  const unchanged = pointerUnchangedSince(details.detailsVersion);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(previous.assignmentId, previous.studentId),
        UpdateExpression:
          file === undefined ? set : file === null ? `${set} REMOVE #file` : `${set}, #file = :file`,
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(grade) AND updatedAt = :was',
        ...(file === undefined ? {} : { ExpressionAttributeNames: { '#file': 'file' } }),
        ExpressionAttributeValues: {
          ...(file ? { ':file': file } : {}),
          ':content': content,
          ':at': at,
          ':was': previous.updatedAt,
          ':title': details.assignmentTitle,
          ':points': details.maxPoints,
          ':version': details.detailsVersion,
          ':gsi2sk': indexKeys.submissionsByInstructor(
            previous.instructorId,
            at,
            previous.assignmentId,
            previous.studentId,
          ).GSI2SK,
        },
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.assignment(previous.assignmentId),
        ConditionExpression: unchanged.ConditionExpression,
        ExpressionAttributeValues: unchanged.values,
      },
    },
  ];
}

/**
 * W10: SET grade, feedback, gradedAt, gradedBy, gradeVersion + 1, cond the version read; the pointer ADD
 * gradedCount 1 only when the submission was not graded yet (a regrade counts nothing).
 */
export function gradeWrites(
  previous: SubmissionRecord,
  grade: { grade: number; feedback: string; gradedAt: string; gradedBy: string },
) {
  const firstGrade = previous.grade === undefined || previous.grade === null;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(previous.assignmentId, previous.studentId),
        UpdateExpression:
          'SET grade = :grade, feedback = :feedback, gradedAt = :at, gradedBy = :by, gradeVersion = :next',
        ConditionExpression: 'attribute_exists(PK) AND gradeVersion = :version',
        ExpressionAttributeValues: {
          ':grade': grade.grade,
          ':feedback': grade.feedback,
          ':at': grade.gradedAt,
          ':by': grade.gradedBy,
          ':version': previous.gradeVersion,
          ':next': previous.gradeVersion + 1,
        },
      },
    },
    firstGrade
      ? {
          Update: {
            TableName: tableName(),
            Key: keys.assignment(previous.assignmentId),
            UpdateExpression: 'ADD gradedCount :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        }
      : {
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.assignment(previous.assignmentId),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
  ];
}

/** Runs the writes as one transaction (lib/db.ts). */
export { transact };
