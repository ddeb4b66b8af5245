import { ForbiddenError, NotFoundError } from '../lib/errors';
import type { Caller } from '../lib/http';
import { getCourseRecord } from './repository';

/** The course with its modules, if the caller may manage it: its own instructor, or an admin. */
export async function loadManagedCourse(courseId: string, caller: Caller) {
  const found = await getCourseRecord(courseId);
  if (!found) throw new NotFoundError(/*i18n*/ 'Course not found');
  if (caller.role !== 'admin' && found.course.instructorId !== caller.id) {
    throw new ForbiddenError(/*i18n*/ 'You can only manage your own courses');
  }
  return found;
}
