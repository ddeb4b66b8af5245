import { enrollmentsRoutes as routes } from '@academy/shared/features/enrollments/routes';
import { getCourseRecord } from '../courses/service';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { listCourseEnrollments, toEnrollment } from './repository';

export const handler = httpHandler(routes.listCourseEnrollments, async ({ params, query, caller }) => {
  const found = await getCourseRecord(params.id);
  // Another instructor's course is answered as missing: its students are none of their business.
  if (!found || (caller.role !== 'admin' && found.course.instructorId !== caller.id)) {
    throw new NotFoundError(/*i18n*/ 'Course not found');
  }
  const page = await listCourseEnrollments(params.id, query.limit, query.cursor);
  return { enrollments: page.items.map((e) => toEnrollment(e)), nextCursor: page.nextCursor };
});
