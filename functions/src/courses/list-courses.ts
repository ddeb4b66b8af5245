import { routes } from '@academy/shared';
import { httpHandler } from '../lib/http';
import { listPublishedCourses, toSummary } from './repository';

export const handler = httpHandler(routes.listCourses, async ({ query }) => {
  const page = await listPublishedCourses(query);
  return { courses: page.items.map(toSummary), nextCursor: page.nextCursor };
});
