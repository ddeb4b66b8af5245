import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { rateCourse } from './repository';

/** W29: an enrolled student rates a course 1–5 (once; a new rating replaces theirs). Keys from the caller's sub. */
export const handler = httpHandler(routes.rateCourse, async ({ params, body, caller }) =>
  rateCourse(caller.id, params.id, body.rating),
);
