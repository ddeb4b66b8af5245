import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { loadManagedCourse } from './ownership';
import { deleteCourse } from './repository';

export const handler = httpHandler(routes.deleteCourse, async ({ params, caller }) => {
  const { course, modules } = await loadManagedCourse(params.id, caller);
  await deleteCourse(course, modules);
  return { deleted: true as const };
});
