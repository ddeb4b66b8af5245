import { ForbiddenError, NotFoundError } from './errors';
import type { Caller } from './http';

/** Course-scoped access by role alone: the course's instructor id and whether the caller is enrolled are given. */

export class CourseNotFoundError extends NotFoundError {
  constructor() {
    super(/*i18n*/ 'Course not found');
  }
}

export class NotEnrolledError extends ForbiddenError {
  constructor() {
    super(/*i18n*/ 'You are not enrolled in this course');
  }
}

export class NotYourCourseError extends ForbiddenError {
  constructor() {
    super(/*i18n*/ 'You can only manage your own courses');
  }
}

/**
 * Who may use a course's shared spaces (its forum, its live sessions): its enrolled students, its instructor and
 * admins. Answers whether the caller also manages the course (its instructor or an admin); throws 403 for
 * everyone else.
 */
export function courseMemberAccess(
  caller: Pick<Caller, 'id' | 'role'>,
  instructorId: string,
  enrolled: boolean,
): { manages: boolean } {
  if (caller.role === 'admin') return { manages: true };
  if (caller.role === 'instructor') {
    if (caller.id === instructorId) return { manages: true };
    throw new NotYourCourseError();
  }
  if (!enrolled) throw new NotEnrolledError();
  return { manages: false };
}

/** What only the course's instructor or an admin may do; throws 403 for everyone else. */
export function assertCourseManager(caller: Pick<Caller, 'id' | 'role'>, instructorId: string): void {
  if (caller.role === 'admin') return;
  if (caller.role === 'instructor' && caller.id === instructorId) return;
  throw new NotYourCourseError();
}
