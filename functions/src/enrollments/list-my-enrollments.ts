import { routes } from '@academy/shared';
import { httpHandler } from '../lib/http';
import { listStudentEnrollments } from './repository';

export const handler = httpHandler(routes.listMyEnrollments, async ({ caller }) => ({
  enrollments: await listStudentEnrollments(caller.id),
}));
