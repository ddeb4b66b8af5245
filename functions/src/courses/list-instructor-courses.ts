import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { listManagedCourses } from './repository';

/** A page of an instructor's own courses; for an admin, of every course (drafts included). Newest first. */
export const handler = httpHandler(routes.listInstructorCourses, async ({ caller, query }) =>
  listManagedCourses({
    instructorId: caller.role === 'admin' ? undefined : caller.id,
    search: query.search || undefined,
    status: query.status,
    limit: query.limit,
    cursor: query.cursor,
  }),
);
