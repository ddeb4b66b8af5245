import type { Course, CourseSummary } from '@academy/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getEnrollmentRating, ratingEnrollmentWrite } from '../enrollments/service';
import { db, tableName } from '../lib/clients';
import {
  batchWrite,
  cancellationReasons,
  conditionHeld,
  getOne,
  isConditionFailure,
  putNew,
  queryAll,
  queryNewest,
  queryPage,
  queryPartitionPage,
  retryOnConflict,
  type TransactItem,
  transact,
} from '../lib/db';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/errors';
import type { Caller } from '../lib/http';
import { indexKeys, indexPartition, keys, skPrefix } from './keys';
import {
  type CourseChanges,
  type CourseFigures,
  type CoursePage,
  type CourseRecord,
  type CourseStats,
  courseRating,
  hasContent,
  LEGACY_PAGE_ATTRIBUTES,
  MAX_MODULES,
  type ModuleRecord,
  manageSearch,
  type NewCourse,
  PAGE_KEYS,
  pageFields,
  pageOf,
  SUMMARY_ATTRIBUTES,
  searchText,
  splitNewCourse,
  toSummary,
} from './model';
/** AP8: published courses, most enrolled first (the catalogue's default "popular" order). */
export const listPublishedCourses = (input: { limit: number; cursor?: string }) =>
  queryPartitionPage<CourseRecord & Record<string, unknown>>(indexPartition.catalogByEnrollment(), {
    ...input,
    descending: true,
  });

/**
 * A course and its modules as the caller may see them: a published course for anyone, a draft only for
 * its instructor and admins. To anyone else a draft is simply not there (404 Course not found).
 */
export async function getVisibleCourseRecord(
  courseId: string,
  caller: Pick<Caller, 'id' | 'role'> | undefined,
  { withPage = false } = {},
): Promise<{ course: CourseRecord; modules: ModuleRecord[]; page?: CoursePage }> {
  const found = withPage ? await getCourseWithPage(courseId) : await getCourseRecord(courseId);
  const visible =
    found &&
    (found.course.isPublished || caller?.role === 'admin' || caller?.id === found.course.instructorId);
  if (!found || !visible) throw new NotFoundError(/*i18n*/ 'Course not found');
  return found;
}

/** The course partition's items in one Query (its pages followed), the whole of it or from `COURSE` to the modules. */
async function readCoursePartition(courseId: string, withPage: boolean) {
  const { PK, SK } = keys.course(courseId);
  const { items } = await queryAll({
    KeyConditionExpression: withPage ? 'PK = :pk' : 'PK = :pk AND SK BETWEEN :course AND :lastModule',
    ExpressionAttributeValues: {
      ':pk': PK,
      ...(withPage ? {} : { ':course': SK, ':lastModule': `${skPrefix.modules}\uffff` }),
    },
  });
  const course = items.find((i) => i.SK === SK) as CourseRecord | undefined;
  if (!course) return undefined;
  const modules = items.filter((i) => String(i.SK).startsWith(skPrefix.modules)) as ModuleRecord[];
  const pageItem = items.find((i) => i.SK === keys.coursePage(courseId).SK) as CoursePage | undefined;
  return { course, modules, page: pageItem && pageFields(pageItem) };
}

/**
 * AP10: a course and its modules, one Query on its partition from `COURSE` to the last `MODULE#…`: what every
 * list, check and write needs, without the course page's sections (AP10b).
 */
export async function getCourseRecord(
  courseId: string,
): Promise<{ course: CourseRecord; modules: ModuleRecord[] } | undefined> {
  const found = await readCoursePartition(courseId, false);
  return found && { course: found.course, modules: found.modules };
}

/** AP10b: the course, its modules and its page item, one Query of its whole partition (the course page). */
export async function getCourseWithPage(
  courseId: string,
): Promise<{ course: CourseRecord; modules: ModuleRecord[]; page?: CoursePage } | undefined> {
  return readCoursePartition(courseId, true);
}

/**
 * W2: the course item, its page item (when anything is authored), its modules and the course counters (total,
 * published) in one transaction (at most 97 modules here; more are added one by one). A retry with the same id
 * changes nothing. Answers the course item and the page.
 */
export async function createCourse(input: NewCourse): Promise<CourseRecord & { page: CoursePage }> {
  const { modules } = input;
  const { course, page } = splitNewCourse(input);
  const record: CourseRecord = {
    ...course,
    enrollmentCount: 0,
    ratingSum: 0,
    ratingCount: 0,
    moduleCount: modules.length,
    totalDuration: modules.reduce((sum, m) => sum + m.duration, 0),
    updatedAt: course.createdAt,
    searchText: searchText(course),
    manageSearch: manageSearch(course),
  };
  try {
    await transact([
      putNew({
        ...keys.course(record.id),
        ...indexKeys.coursesByCreated(record.createdAt, record.id),
        ...indexKeys.coursesByInstructor(record.instructorId, record.createdAt, record.id),
        ...(record.isPublished ? indexKeys.catalogByEnrollment(record.enrollmentCount, record.id) : {}),
        entity: 'course',
        ...record,
      }),
      ...(hasContent(page)
        ? [
            putNew({
              ...keys.coursePage(record.id),
              entity: 'coursePage',
              courseId: record.id,
              ...page,
            }),
          ]
        : []),
      ...modules.map((m) =>
        putNew({ ...keys.module(record.id, m.id), entity: 'module', ...m, courseId: record.id }),
      ),
      {
        Update: {
          TableName: tableName(),
          Key: keys.courseStats(),
          UpdateExpression: 'ADD #total :one, published :published',
          ExpressionAttributeNames: { '#total': 'total' },
          ExpressionAttributeValues: { ':one': 1, ':published': record.isPublished ? 1 : 0 },
        },
      },
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(/*i18n*/ 'A course with this id already exists');
    throw error;
  }
  return { ...record, page };
}

/**
 * AP11 (an instructor's courses, GSI2) or AP9 (every course, GSI1, for admins): one bounded page, newest first,
 * drafts included, projected to the summary's attributes. `search` (lower case) and `status` are a
 * FilterExpression over the read (queryPage examines at most 1000 items a call, then answers a cursor).
 */
export async function listManagedCourses(input: {
  instructorId?: string;
  search?: string;
  status?: 'published' | 'draft';
  limit: number;
  cursor?: string;
}) {
  const partition =
    input.instructorId === undefined
      ? indexPartition.coursesByCreated()
      : indexPartition.coursesByInstructor(input.instructorId);
  const names: Record<string, string> = Object.fromEntries(
    [...SUMMARY_ATTRIBUTES, ...partition.keyAttributes, 'instructor', 'name'].map((a) => [`#${a}`, a]),
  );
  const values: Record<string, unknown> = { ':pk': partition.pk };
  const filters: string[] = [];
  if (input.status) {
    values[':published'] = input.status === 'published';
    filters.push('#isPublished = :published');
  }
  const search = input.search?.toLowerCase();
  if (search) {
    values[':q'] = search;
    values[':raw'] = input.search;
    names['#manageSearch'] = 'manageSearch';
    names['#searchText'] = 'searchText';
    // Items stored before manageSearch: the lower-case searchText holds the title; the name is matched as stored.
    filters.push(
      '(contains(#manageSearch, :q) OR (attribute_not_exists(#manageSearch) AND ' +
        '(contains(#searchText, :q) OR contains(#instructor.#name, :q) OR contains(#instructor.#name, :raw))))',
    );
  }
  const page = await queryPage<CourseRecord & Record<string, unknown>>({
    query: {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: values,
      ExpressionAttributeNames: names,
      ProjectionExpression: [
        ...[...SUMMARY_ATTRIBUTES, ...partition.keyAttributes].map((a) => `#${a}`),
        '#instructor.#name',
      ].join(', '),
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ScanIndexForward: false,
    },
    keyAttributes: partition.keyAttributes,
    limit: input.limit,
    cursor: input.cursor,
  });
  return { courses: page.items.map(toSummary), nextCursor: page.nextCursor };
}

/** AP16: the course counters, one GetItem. */
export async function getCourseStats(): Promise<CourseStats> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.courseStats() }));
  return {
    total: Number(Item?.total ?? 0),
    published: Number(Item?.published ?? 0),
    enrollments: Number(Item?.enrollments ?? 0),
    revenue: Number(Item?.revenue ?? 0),
  };
}

/**
 * AP15: the most enrolled published courses, one Query of exactly `limit` on the catalogue index, projected to
 * the summary's attributes (a course item stored before issue 33 still carries its page's sections: ~5 KB each
 * in the demo data of then; since, they live in the page item).
 */
export async function listPopularCourseSummaries(limit: number): Promise<CourseSummary[]> {
  const partition = indexPartition.catalogByEnrollment();
  const names = Object.fromEntries(SUMMARY_ATTRIBUTES.map((a) => [`#${a}`, a]));
  const courses = await queryNewest<CourseRecord>(partition, limit, {
    projection: [...Object.keys(names), '#instructor.#name'].join(', '),
    names: { ...names, '#instructor': 'instructor', '#name': 'name' },
  });
  return courses.map(toSummary);
}

/**
 * AP11 for the instructor dashboard: only the attributes its figures need (a course item can be ~100 KB; the
 * projection keeps the answer small, though a page still reads up to 1 MB of items), at most `maxPages`
 * Query pages. `complete` is false when the instructor has more courses than that.
 */
export async function listInstructorCourseFigures(
  instructorId: string,
  maxPages: number,
): Promise<{ courses: CourseFigures[]; complete: boolean }> {
  const partition = indexPartition.coursesByInstructor(instructorId);
  const { items, complete } = await queryAll<CourseFigures>(
    {
      IndexName: partition.indexName,
      KeyConditionExpression: `${partition.pkAttribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition.pk },
      ProjectionExpression: '#published, #count, ratingSum, ratingCount',
      ExpressionAttributeNames: { '#published': 'isPublished', '#count': 'enrollmentCount' },
    },
    { maxPages },
  );
  return { courses: items, complete };
}

/**
 * W3: edits a course. Publishing moves the catalogue index keys and the published counter in the same
 * transaction, under the condition that the course is as it was read (its updatedAt and enrolment count, which
 * the catalogue key carries), so concurrent writes cannot skew them. A price change moves no counter: revenue is
 * what was paid. A change to the page's sections puts the whole page item in the same transaction (the course
 * item's condition guards it too: every write of the page moves the course's updatedAt), and takes the page's
 * fields off an item stored before the page had an item of its own.
 */
export async function updateCourse(
  courseId: string,
  changes: CourseChanges,
  /** Items for the same transaction, given the course as it was read and as it will be (the audit entry). */
  alongside?: (current: CourseRecord, next: CourseRecord) => TransactItem[],
): Promise<{ course: CourseRecord; page: CoursePage }> {
  const pageChanges = Object.fromEntries(
    Object.entries(changes).filter(([key]) => (PAGE_KEYS as readonly string[]).includes(key)),
  ) as Partial<CoursePage>;
  const itemChanges = Object.fromEntries(
    Object.entries(changes).filter(([key]) => !(PAGE_KEYS as readonly string[]).includes(key)),
  ) as Partial<CourseRecord>;
  const writesPage = Object.keys(pageChanges).length > 0;
  for (let attempt = 1; ; attempt++) {
    const found = await getCourseWithPage(courseId);
    if (!found) throw new NotFoundError(/*i18n*/ 'Course not found');
    const current = found.course;
    const page: CoursePage = { ...pageOf(current, found.page), ...pageChanges };
    const legacy = LEGACY_PAGE_ATTRIBUTES.filter((a) => current[a] !== undefined);
    const legacyProfile = Object.keys(current.instructor).some((k) => k !== 'id' && k !== 'name');
    const next: CourseRecord = { ...current, ...itemChanges, updatedAt: new Date().toISOString() };
    if (writesPage) {
      for (const attribute of legacy) delete next[attribute];
      next.instructor = { id: current.instructor.id, name: current.instructor.name };
    }
    next.searchText = searchText(next);
    next.manageSearch = manageSearch(next);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':was': current.updatedAt, ':n': current.enrollmentCount };
    const sets: string[] = [];
    for (const [field, value] of Object.entries({
      ...itemChanges,
      updatedAt: next.updatedAt,
      searchText: next.searchText,
      manageSearch: next.manageSearch,
      ...(writesPage && legacyProfile ? { instructor: next.instructor } : {}),
    })) {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
    const removes: string[] = writesPage
      ? legacy.map((attribute) => {
          names[`#${attribute}`] = attribute;
          return `#${attribute}`;
        })
      : [];
    if (next.isPublished) {
      const catalog = indexKeys.catalogByEnrollment(next.enrollmentCount, courseId);
      Object.assign(values, { ':gpk': catalog.GSI3PK, ':gsk': catalog.GSI3SK });
      sets.push('GSI3PK = :gpk', 'GSI3SK = :gsk');
    } else {
      removes.push('GSI3PK', 'GSI3SK');
    }
    const published = Number(next.isPublished) - Number(current.isPublished);
    try {
      await transact([
        {
          Update: {
            TableName: tableName(),
            Key: keys.course(courseId),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: 'updatedAt = :was AND enrollmentCount = :n',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        ...(writesPage
          ? [
              {
                Put: {
                  TableName: tableName(),
                  Item: { ...keys.coursePage(courseId), entity: 'coursePage', courseId, ...page },
                },
              },
            ]
          : []),
        ...(published
          ? [
              {
                Update: {
                  TableName: tableName(),
                  Key: keys.courseStats(),
                  UpdateExpression: 'ADD published :published',
                  ExpressionAttributeValues: { ':published': published },
                },
              },
            ]
          : []),
        ...(alongside?.(current, next) ?? []),
      ]);
      return { course: next, page };
    } catch (error) {
      if (isConditionFailure(error) && attempt < 5) continue;
      if (isConditionFailure(error))
        throw new ConflictError(/*i18n*/ 'The course changed meanwhile: please try again');
      throw error;
    }
  }
}

/** W4: deletes a course nobody is enrolled in (a course with students is unpublished instead), then its page and modules. */
export async function deleteCourse(
  course: CourseRecord,
  modules: ModuleRecord[],
  /** Items for the same transaction (the audit entry). */
  alongside: TransactItem[] = [],
): Promise<void> {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.course(course.id),
          ConditionExpression: 'attribute_exists(PK) AND enrollmentCount = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.courseStats(),
          UpdateExpression: 'ADD #total :minus, published :published',
          ExpressionAttributeNames: { '#total': 'total' },
          ExpressionAttributeValues: { ':minus': -1, ':published': course.isPublished ? -1 : 0 },
        },
      },
      ...alongside,
    ]);
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new ConflictError(
        /*i18n*/ 'This course has students enrolled: unpublish it instead of deleting it',
      );
    }
    throw error;
  }
  await batchWrite([
    { DeleteRequest: { Key: keys.coursePage(course.id) } },
    ...modules.map((m) => ({ DeleteRequest: { Key: keys.module(course.id, m.id) } })),
  ]);
}

/**
 * The course item's module count and total duration moved by a module's write, in its transaction: the course
 * must still exist, and with `cap` hold fewer modules than that.
 */
const moduleTotalsUpdate = (courseId: string, by: { count: number; minutes: number; cap?: number }) => ({
  Update: {
    TableName: tableName(),
    Key: keys.course(courseId),
    UpdateExpression: 'ADD moduleCount :count, totalDuration :minutes SET updatedAt = :now',
    ConditionExpression:
      by.cap === undefined ? 'attribute_exists(PK)' : 'attribute_exists(PK) AND moduleCount < :cap',
    ExpressionAttributeValues: {
      ':count': by.count,
      ':minutes': by.minutes,
      ':now': new Date().toISOString(),
      ...(by.cap === undefined ? {} : { ':cap': by.cap }),
    },
  },
});

/** W5: adds or replaces a module; the course's module count and total duration move with it. */
export async function putModule(
  courseId: string,
  module: ModuleRecord,
  previous?: ModuleRecord,
): Promise<void> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.module(courseId, module.id), entity: 'module', ...module, courseId },
          ConditionExpression: previous ? '#duration = :old' : 'attribute_not_exists(PK)',
          ...(previous
            ? {
                ExpressionAttributeNames: { '#duration': 'duration' },
                ExpressionAttributeValues: { ':old': previous.duration },
              }
            : {}),
        },
      },
      moduleTotalsUpdate(courseId, {
        count: previous ? 0 : 1,
        minutes: module.duration - (previous?.duration ?? 0),
        cap: previous ? undefined : MAX_MODULES,
      }),
    ]);
  } catch (error) {
    if (isConditionFailure(error))
      throw new ConflictError(/*i18n*/ 'The course or module changed meanwhile: please try again');
    throw error;
  }
}

export async function removeModule(courseId: string, module: ModuleRecord): Promise<void> {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.module(courseId, module.id),
          ConditionExpression: 'attribute_exists(PK) AND #duration = :duration',
          ExpressionAttributeNames: { '#duration': 'duration' },
          ExpressionAttributeValues: { ':duration': module.duration },
        },
      },
      moduleTotalsUpdate(courseId, { count: -1, minutes: -module.duration }),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(/*i18n*/ 'Module not found');
    throw error;
  }
}

/** Attaches an uploaded video to a module; answers the key it replaced, if any. */
export async function setModuleVideo(
  courseId: string,
  moduleId: string,
  videoKey: string,
): Promise<string | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.module(courseId, moduleId),
        UpdateExpression: 'SET videoKey = :key',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':key': videoKey },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return Attributes?.videoKey as string | undefined;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(/*i18n*/ 'Module not found');
    throw error;
  }
}

/**
 * W5c: a module's duration set from its uploaded video's real length (videos feature, once transcoded), with the
 * course's total duration, in one transaction; only while the module still has that video and the duration read.
 * Answers false when either changed meanwhile.
 */
export async function setModuleDuration(
  courseId: string,
  moduleId: string,
  videoKey: string,
  from: number,
  to: number,
): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.module(courseId, moduleId),
          UpdateExpression: 'SET #duration = :to',
          ConditionExpression: 'videoKey = :key AND #duration = :from',
          ExpressionAttributeNames: { '#duration': 'duration' },
          ExpressionAttributeValues: { ':key': videoKey, ':from': from, ':to': to },
        },
      },
      moduleTotalsUpdate(courseId, { count: 0, minutes: to - from }),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** How often a rating is applied again when the student's own rating changed under it (two tabs at once). */
const RATING_ATTEMPTS = 5;

export class NotEnrolledToRateError extends ForbiddenError {
  constructor() {
    super(/*i18n*/ 'Only students enrolled in this course can rate it');
  }
}

/**
 * W29: the student's rating of a course (1–5), once per student and course, changeable. The student's rating (on
 * their enrolment) and the course's `ratingSum`/`ratingCount` move in one transaction: a first rating adds it
 * and 1, a change adds the difference and 0, the same rating again writes nothing. The course's counters only
 * ADD, so students rating at once never conflict on them; the enrolment's condition (its rating is still the one
 * read) keeps a student's own concurrent changes from being counted twice.
 */
export async function rateCourse(
  studentId: string,
  courseId: string,
  rating: number,
): Promise<{ rating: Course['rating']; myRating: number }> {
  for (let attempt = 1; ; attempt++) {
    const mine = await getEnrollmentRating(studentId, courseId);
    if (!mine) throw new NotEnrolledToRateError();
    if (mine.rating !== rating) {
      try {
        await retryOnConflict(() =>
          transact([
            ratingEnrollmentWrite(studentId, courseId, rating, mine.rating, new Date().toISOString()),
            {
              Update: {
                TableName: tableName(),
                Key: keys.course(courseId),
                UpdateExpression: 'ADD ratingSum :delta, ratingCount :count',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: {
                  ':delta': rating - (mine.rating ?? 0),
                  ':count': mine.rating === undefined ? 1 : 0,
                },
              },
            },
          ]),
        );
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons[1] === 'ConditionalCheckFailed') throw new NotFoundError(/*i18n*/ 'Course not found');
        if (reasons[0] === 'ConditionalCheckFailed' && attempt < RATING_ATTEMPTS) continue;
        if (reasons[0] === 'ConditionalCheckFailed')
          throw new ConflictError(/*i18n*/ 'Your rating changed meanwhile: please try again');
        throw error;
      }
    }
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.course(courseId),
        ConsistentRead: true,
        ProjectionExpression: 'ratingSum, ratingCount',
      }),
    );
    if (!Item) throw new NotFoundError(/*i18n*/ 'Course not found');
    return { rating: courseRating(Item), myRating: rating };
  }
}

/**
 * W6/W7, the course's side of an enrolment's transaction (enrollments' `enrollmentWrites` puts them right after
 * the enrolment): the course's enrolment count and the course counters (one more enrolment item; `revenue`
 * rupees paid). A paid enrolment counts what was paid (its payment item's amount goes to the revenue counter), so
 * a price change meanwhile changes nothing here; a free one needs the course published and free at that moment
 * (a cancellation on the first item means it is not).
 */
export function enrollmentCourseWrites(
  courseId: string,
  { free, revenue }: { free: boolean; revenue: number },
): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.course(courseId),
        UpdateExpression: 'ADD enrollmentCount :one',
        ConditionExpression: free
          ? 'attribute_exists(PK) AND isPublished = :true AND price = :zero'
          : 'attribute_exists(PK)',
        ExpressionAttributeValues: free ? { ':one': 1, ':true': true, ':zero': 0 } : { ':one': 1 },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.courseStats(),
        UpdateExpression: 'ADD enrollments :one, revenue :revenue',
        ExpressionAttributeValues: { ':one': 1, ':revenue': revenue },
      },
    },
  ];
}

/**
 * W45, the course's side of a refund's transaction: one enrolment fewer on the course and its counters, and the
 * refunded rupees off the revenue counter, so the admin dashboard's revenue is net of refunds.
 */
export function refundCourseWrites(courseId: string, refundedRupees: number): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.course(courseId),
        UpdateExpression: 'ADD enrollmentCount :minus',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.courseStats(),
        UpdateExpression: 'ADD enrollments :minus, revenue :refund',
        ExpressionAttributeValues: { ':minus': -1, ':refund': -refundedRupees },
      },
    },
  ];
}

/**
 * An erased student's enrolment leaves the course's figures (issue 41, docs/privacy.md), as writes of the
 * erasure's transaction: one student fewer on the course and in the totals, and their rating, if they gave one,
 * out of the course's sum and count. The revenue stays: the money was paid (and its invoice is kept).
 */
export function erasedEnrollmentCourseWrites(courseId: string, rating: number | undefined): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.course(courseId),
        UpdateExpression:
          rating === undefined
            ? 'ADD enrollmentCount :minus'
            : 'ADD enrollmentCount :minus, ratingSum :rating, ratingCount :minus',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':minus': -1, ...(rating === undefined ? {} : { ':rating': -rating }) },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.courseStats(),
        UpdateExpression: 'ADD enrollments :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ];
}

/** Moves the course to its new place in the popularity index (GSI3) after an enrolment; a newer count may overtake it. */
export async function refreshCatalogRank(courseId: string): Promise<void> {
  const item = await getOne(keys.course(courseId));
  if (!item?.GSI3PK) return;
  const count = Number(item.enrollmentCount ?? 0);
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.course(courseId),
        UpdateExpression: 'SET GSI3SK = :sk',
        ConditionExpression: 'enrollmentCount = :n AND attribute_exists(GSI3PK)',
        ExpressionAttributeValues: {
          ':sk': indexKeys.catalogByEnrollment(count, courseId).GSI3SK,
          ':n': count,
        },
      }),
    ),
  );
}
