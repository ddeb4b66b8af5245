import { getEnrollmentRating } from '../enrollments/service';
import type { Caller } from '../lib/http';
import type { CourseRecord } from './model';

/**
 * Who may study a course, and so see its lesson addresses, play every video and open its resources: its
 * enrolled students, its own instructor and admins. Everyone else sees the public course (and the first
 * module through Preview Course). The one place this is decided. For a student it is their enrolment (one
 * GetItem), which also carries their own rating of the course (W29), answered with it.
 */
export async function courseAccess(
  caller: Pick<Caller, 'id' | 'role'> | undefined,
  course: Pick<CourseRecord, 'id' | 'instructorId'>,
): Promise<{ mayStudy: boolean; myRating?: number }> {
  if (!caller) return { mayStudy: false };
  if (caller.role === 'admin' || caller.id === course.instructorId) return { mayStudy: true };
  if (caller.role !== 'student') return { mayStudy: false };
  const enrollment = await getEnrollmentRating(caller.id, course.id);
  return { mayStudy: enrollment !== undefined, myRating: enrollment?.rating };
}

/** `courseAccess` when only the yes or no matters. */
export async function mayStudyCourse(
  caller: Pick<Caller, 'id' | 'role'> | undefined,
  course: Pick<CourseRecord, 'id' | 'instructorId'>,
): Promise<boolean> {
  return (await courseAccess(caller, course)).mayStudy;
}
