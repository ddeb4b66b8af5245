import {
  type Course,
  Course as CourseSchema,
  type CourseSummary,
  type Module,
  CourseSummary as SummarySchema,
} from '@academy/shared';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients';
import { isConditionFailure, queryPage } from '../lib/db';
import { ConflictError } from '../lib/errors';
import { indexKeys, indexPartition, keys, skPrefix } from '../lib/keys';

/** The stored course item: the API fields (without modules) plus storage attributes. */
export type CourseRecord = Omit<Course, '_id' | 'modules'> & { instructorId: string; searchText: string };
export type ModuleRecord = Omit<Module, '_id'> & { courseId: string };

export const toSummary = (r: CourseRecord): CourseSummary =>
  SummarySchema.parse({ ...r, _id: r.id, instructor: { id: r.instructorId, name: r.instructor.name } });

export const toModule = (m: ModuleRecord): Module => ({ ...m, _id: m.id });

export const toCourse = (r: CourseRecord, modules: ModuleRecord[]): Course =>
  CourseSchema.parse({
    ...r,
    _id: r.id,
    instructor: { ...r.instructor, id: r.instructorId },
    modules: modules.map(toModule).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
  });

const searchText = (c: Pick<CourseRecord, 'title' | 'description' | 'tags'>) =>
  `${c.title} ${c.description} ${c.tags.join(' ')}`.toLowerCase();

/** AP8: published courses, most enrolled first (the catalogue's default "popular" order). */
export async function listPublishedCourses(input: { limit: number; cursor?: string }) {
  const partition = indexPartition.catalogByEnrollment();
  return queryPage<CourseRecord & Record<string, unknown>>({
    query: {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ScanIndexForward: false,
    },
    keyAttributes: partition.keyAttributes,
    limit: input.limit,
    cursor: input.cursor,
  });
}

/** AP10: a course and its modules, one Query on its partition. */
export async function getCourseRecord(
  courseId: string,
): Promise<{ course: CourseRecord; modules: ModuleRecord[] } | undefined> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.course(courseId).PK },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const course = items.find((i) => i.SK === keys.course(courseId).SK) as CourseRecord | undefined;
  if (!course) return undefined;
  const modules = items.filter((i) => String(i.SK).startsWith(skPrefix.modules)) as ModuleRecord[];
  return { course, modules };
}

export interface NewCourse
  extends Omit<CourseRecord, 'searchText' | 'moduleCount' | 'totalDuration' | 'updatedAt'> {
  modules: ModuleRecord[];
}

/**
 * W2: the course, its modules and the course counters in one transaction (at most 98 modules here;
 * more are added one by one). A retry with the same id changes nothing.
 */
export async function createCourse(input: NewCourse): Promise<CourseRecord> {
  const { modules, ...course } = input;
  const record: CourseRecord = {
    ...course,
    moduleCount: modules.length,
    totalDuration: modules.reduce((sum, m) => sum + m.duration, 0),
    updatedAt: course.createdAt,
    searchText: searchText(course),
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.course(record.id),
                ...indexKeys.coursesByCreated(record.createdAt, record.id),
                ...indexKeys.coursesByInstructor(record.instructorId, record.createdAt, record.id),
                ...(record.isPublished
                  ? indexKeys.catalogByEnrollment(record.enrollmentCount, record.id)
                  : {}),
                entity: 'course',
                ...record,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...modules.map((m) => ({
            Put: {
              TableName: tableName(),
              Item: { ...keys.module(record.id, m.id), entity: 'module', ...m, courseId: record.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          })),
          {
            Update: {
              TableName: tableName(),
              Key: keys.courseStats(),
              UpdateExpression: 'ADD #total :one, published :published, enrollments :n, revenue :revenue',
              ExpressionAttributeNames: { '#total': 'total' },
              ExpressionAttributeValues: {
                ':one': 1,
                ':published': record.isPublished ? 1 : 0,
                ':n': record.enrollmentCount,
                ':revenue': record.price * record.enrollmentCount,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('A course with this id already exists');
    throw error;
  }
  return record;
}
