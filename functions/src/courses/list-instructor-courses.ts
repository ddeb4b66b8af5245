import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../lib/http';
import { listAllCourses, listInstructorCourses, toSummary } from './repository';

/** An instructor's own courses; for an admin, every course (drafts included). */
export const handler = httpHandler(routes.listInstructorCourses, async ({ caller }) => {
  const records = caller.role === 'admin' ? await listAllCourses() : await listInstructorCourses(caller.id);
  return { courses: records.map(toSummary) };
});
