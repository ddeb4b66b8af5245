import { isEnrolled } from '../enrollments/service';
import type { Caller } from '../lib/http';
import type { CourseRecord } from './repository';

/**
 * Who may study a course, and so see its lesson addresses, play every video and open its resources: its
 * enrolled students, its own instructor and admins. Everyone else sees the public course (and the first
 * module through Preview Course). The one place this is decided.
 */
export async function mayStudyCourse(
  caller: Pick<Caller, 'id' | 'role'> | undefined,
  course: Pick<CourseRecord, 'id' | 'instructorId'>,
): Promise<boolean> {
  if (!caller) return false;
  if (caller.role === 'admin' || caller.id === course.instructorId) return true;
  return caller.role === 'student' && (await isEnrolled(caller.id, course.id));
}
