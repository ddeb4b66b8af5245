import { routes } from '@academy/shared';
import { httpHandler } from '../lib/http';
import { mayStudyCourse } from './access';
import { getVisibleCourseRecord, toCourse } from './repository';

/** The course page's data for anyone; its lesson addresses and resources only for those who may study it. */
export const handler = httpHandler(routes.getCourse, async ({ params, caller }) => {
  const { course, modules } = await getVisibleCourseRecord(params.id, caller);
  const view = (await mayStudyCourse(caller, course)) ? 'full' : 'public';
  return { course: toCourse(course, modules, view) };
});
