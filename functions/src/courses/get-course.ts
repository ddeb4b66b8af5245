import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { courseAccess } from './access';
import { toCourse } from './model';
import { getVisibleCourseRecord } from './repository';

/**
 * The course page's data for anyone (AP10b: the course, its modules and its page in one Query); its lesson
 * addresses and resources only for those who may study it, and an enrolled student's own rating (`myRating`) to
 * them alone.
 */
export const handler = httpHandler(routes.getCourse, async ({ params, caller }) => {
  const { course, modules, page } = await getVisibleCourseRecord(params.id, caller, { withPage: true });
  const access = await courseAccess(caller, course);
  const answer = toCourse(course, modules, access.mayStudy ? 'full' : 'public', page);
  return { course: access.myRating === undefined ? answer : { ...answer, myRating: access.myRating } };
});
