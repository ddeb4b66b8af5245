import type { NewCourse } from '../../functions/src/courses/model';
import { makeCourse } from './builders';
import { useLocalStackEnv } from './db';

// The courses repository reads its table's name and endpoint when it loads: this worker points at the stack first.
useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');

/**
 * A course written straight to the local stack's table as the courses repository writes it (no API call):
 * `makeCourse`'s complete course with `modules` modules, every field overridable. Answers the stored course.
 */
export const storedCourse = (overrides: Partial<NewCourse> & { instructorId: string }, modules?: number) =>
  createCourse(makeCourse(overrides, modules));
