/*
 * What other features may ask of courses (docs/features.md): the access checks, a course and its modules, the
 * course's side of an enrolment, counters, the popular list, an instructor's figures.
 */
import type { CourseSummary } from '@academy/shared';
import { logger } from '../lib/logger';
import { keys } from './keys';
import { type CourseRecord, type CourseStats, courseRating } from './model';
import {
  getCourseRecord,
  getCourseStats,
  listInstructorCourseFigures,
  listPopularCourseSummaries,
  setModuleDuration,
} from './repository';

/**
 * Who may manage a course (its instructor, admins) and who may study it (also its enrolled students): the checks
 * every feature acting on a course asks here.
 */
export { courseAccess, mayStudyCourse } from './access';
/**
 * AP10: a course and its modules (one Query), as anyone (`getCourseRecord`) or as the caller may see it (a draft
 * only for its instructor and admins); the stored items' types; how modules are ordered and answered; W5b, a
 * module's uploaded video; and the course's side of an enrolment's transaction (W6/W7) and its move in the
 * catalogue's order after it.
 */
export { byModuleOrder, type CourseRecord, type ModuleRecord, toModule } from './model';
export { loadManagedCourse } from './ownership';
export {
  enrollmentCourseWrites,
  erasedEnrollmentCourseWrites,
  getCourseRecord,
  getVisibleCourseRecord,
  refreshCatalogRank,
  refundCourseWrites,
  setModuleVideo,
} from './repository';

/**
 * A module's duration from its uploaded video's real length (minutes, rounded up), while the module still has that
 * video: read, then set on the condition that neither moved (tried again a few times if an edit came between).
 */
export async function setModuleDurationFromVideo(
  courseId: string,
  moduleId: string,
  videoKey: string,
  seconds: number,
): Promise<void> {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  for (let attempt = 0; attempt < 3; attempt++) {
    const module = (await getCourseRecord(courseId))?.modules.find((m) => m.id === moduleId);
    if (!module || module.videoKey !== videoKey || module.duration === minutes) return;
    if (await setModuleDuration(courseId, moduleId, videoKey, module.duration, minutes)) return;
  }
}

/** AP16: course counters for the admin cards: total, published, enrolment items and revenue (rupees paid). */
export const getCourseCounters = (): Promise<CourseStats> => getCourseStats();

/** AP15: the most enrolled published courses, most enrolled first (the catalogue's popularity index). */
export const listPopularCourses = (limit: number): Promise<CourseSummary[]> =>
  listPopularCourseSummaries(limit);

/** Query pages the instructor figures may read: with the caller and AP26 it keeps the call within 8 requests. */
const INSTRUCTOR_COURSE_PAGES = 5;

export interface InstructorCourseStats {
  courses: number;
  published: number;
  /** Σ enrollmentCount over the instructor's courses. */
  students: number;
  /** Mean of the rating averages of the courses that have ratings (count > 0), one decimal; 0 with none. */
  averageRating: number;
}

/** AP11: the instructor dashboard's stats, from the instructor's own courses (keys from their sub). */
export async function getInstructorCourseStats(instructorId: string): Promise<InstructorCourseStats> {
  const { courses, complete } = await listInstructorCourseFigures(instructorId, INSTRUCTOR_COURSE_PAGES);
  if (!complete) {
    // Thousands of course items: the figures cover the newest only. A per-instructor counter item would be next.
    logger.warn('instructor course figures truncated', { instructorId, read: courses.length });
  }
  const rated = courses.map(courseRating).filter((r) => r.count > 0);
  const mean = rated.length ? rated.reduce((sum, r) => sum + r.average, 0) / rated.length : 0;
  return {
    courses: courses.length,
    published: courses.filter((c) => c.isPublished).length,
    students: courses.reduce((sum, c) => sum + Number(c.enrollmentCount ?? 0), 0),
    averageRating: Math.round(mean * 10) / 10,
  };
}

/** A course's title and instructor (AP10), for features that act on a course they only know by id. */
export async function getCourseBasics(
  courseId: string,
): Promise<{ id: string; title: string; instructorId: string } | undefined> {
  const found = await getCourseRecord(courseId);
  return found && { id: courseId, title: found.course.title, instructorId: found.course.instructorId };
}

/**
 * For a feature that reads a course in the same BatchGetItem as its own items (one request, not two): the course
 * item's key and how to read the item that came back (undefined: no such course), as `enrollmentRead` does.
 */
export function courseRead(courseId: string) {
  return {
    key: keys.course(courseId),
    read: (item: Record<string, unknown> | undefined) => {
      const found = item as CourseRecord | undefined;
      return (
        found && {
          id: courseId,
          title: found.title,
          instructorId: found.instructorId,
          instructorName: found.instructor?.name ?? '',
        }
      );
    },
  };
}
