import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../lib/http';
import { loadManagedCourse } from './ownership';
import { toCourse, updateCourse } from './repository';

export const handler = httpHandler(routes.updateCourse, async ({ params, body, caller }) => {
  const { modules } = await loadManagedCourse(params.id, caller);
  const course = await updateCourse(params.id, body);
  return { course: toCourse(course, modules, 'full') };
});
