import { routes } from '@academy/shared';
import { httpHandler } from '../lib/http';
import { getVisibleCourseRecord, toCourse } from './repository';

export const handler = httpHandler(routes.getCourse, async ({ params, caller }) => {
  const { course, modules } = await getVisibleCourseRecord(params.id, caller);
  return { course: toCourse(course, modules) };
});
