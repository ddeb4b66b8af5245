import { enrollmentsRoutes as routes } from '@academy/shared/features/enrollments/routes';
import { httpHandler } from '../lib/http';
import { listStudentEnrollments } from './repository';

export const handler = httpHandler(routes.listMyEnrollments, async ({ caller }) => ({
  enrollments: await listStudentEnrollments(caller.id),
}));
