import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { toSummary } from './model';
import { listPublishedCourses } from './repository';

export const handler = httpHandler(routes.listCourses, async ({ query }) => {
  const page = await listPublishedCourses(query);
  return { courses: page.items.map(toSummary), nextCursor: page.nextCursor };
});
