import { isoUtc, indexOn as on, padCount, prefix, STATS_PARTITION } from '../lib/keys';

/**
 * The courses feature's items: a course, its page and modules (one `COURSE#` partition) and the course counters,
 * and the catalogue's and course lists' index keys: their keys, beside the access patterns that use them
 * (docs/data-model.md, "APn"). Only this feature builds them; another feature that reads or writes one of these
 * items in its own request asks this feature's service for the piece (docs/features.md). The prefixes come from
 * the registry in lib/keys.ts, whose test proves them unique.
 */
export const keys = {
  /** Course counters for the admin dashboard: total, published, enrollments, revenue (AP16). */
  courseStats: () => ({ PK: STATS_PARTITION, SK: 'COURSES' }),
  /** A course (AP10). Its partition also holds its modules. */
  course: (courseId: string) => ({ PK: `${prefix.course}${courseId}`, SK: 'COURSE' }),
  /**
   * What only a course's page shows (its authored sections: highlights, tools, FAQs …; AP10b). In the course's
   * partition, but its SK sorts after every `MODULE#…`, so the lists' and checks' read of the course and its
   * modules (AP10, a key range `COURSE` … `MODULE#￿`) never reads it.
   */
  coursePage: (courseId: string) => ({ PK: `${prefix.course}${courseId}`, SK: 'PAGE' }),
  /** A module of a course (AP10, AP17-19). */
  module: (courseId: string, moduleId: string) => ({
    PK: `${prefix.course}${courseId}`,
    SK: `${prefix.module}${moduleId}`,
  }),
};

/** Sort-key prefixes for prefix queries (`skBeginsWith` in lib/db.ts) inside one table partition. */
export const skPrefix = {
  /** AP10: modules of a course, in PK=COURSE#<id>. */
  modules: prefix.module,
} as const;

/** The partition of each index access pattern, for queries. Same names as `indexKeys`. */
export const indexPartition = {
  coursesByCreated: () => on('GSI1', 'COURSES'),
  coursesByInstructor: (instructorId: string) => on('GSI2', `${prefix.instructor}${instructorId}#COURSES`),
  catalogByEnrollment: () => on('GSI3', 'CATALOG'),
};

const p = indexPartition;

/** Secondary-index keys, named after the access pattern they serve. */
export const indexKeys = {
  /** AP9, GSI1: all courses, drafts included, newest first (admin). */
  coursesByCreated: (createdAt: string, courseId: string) =>
    p.coursesByCreated().key(`${isoUtc(createdAt)}#${courseId}`),
  /** AP11, GSI2: one instructor's courses, newest first. */
  coursesByInstructor: (instructorId: string, createdAt: string, courseId: string) =>
    p.coursesByInstructor(instructorId).key(`${isoUtc(createdAt)}#${courseId}`),
  /** AP8, AP15, GSI3 (sparse: published courses only): the catalogue, most enrolled first. */
  catalogByEnrollment: (enrollmentCount: number, courseId: string) =>
    p.catalogByEnrollment().key(`${padCount(enrollmentCount)}#${courseId}`),
};
