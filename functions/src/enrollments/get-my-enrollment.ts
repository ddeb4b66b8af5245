import { enrollmentsRoutes as routes } from '@academy/shared/features/enrollments/routes';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { getStudentEnrollment } from './repository';

/** The caller's own enrolment in the course: the key is the caller's, so no one else's is ever read. */
export const handler = httpHandler(routes.getMyEnrollment, async ({ caller, params }) => {
  const enrollment = await getStudentEnrollment(caller.id, params.id);
  if (!enrollment) throw new NotFoundError(/*i18n*/ 'You are not enrolled in this course');
  return { enrollment };
});
