import { enrollmentsRoutes as routes } from '@academy/shared/features/enrollments/routes';
import { httpHandler } from '../http';
import { listStudentEnrollmentPage, toEnrollmentListItem } from './repository';

export const handler = httpHandler(routes.listMyEnrollments, async ({ caller, query }) => {
  const page = await listStudentEnrollmentPage(caller.id, query.limit, query.cursor);
  return { enrollments: page.items.map(toEnrollmentListItem), nextCursor: page.nextCursor };
});
