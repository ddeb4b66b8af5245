import { routes } from '@academy/shared';
import { NotFoundError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { getCourseRecord, toCourse } from './repository';

export const handler = httpHandler(routes.getCourse, async ({ params, caller }) => {
  const found = await getCourseRecord(params.id);
  // A draft exists only for its instructor and admins; to anyone else it is simply not there.
  const visible =
    found &&
    (found.course.isPublished || caller?.role === 'admin' || caller?.id === found.course.instructorId);
  if (!found || !visible) throw new NotFoundError('Course not found');
  return { course: toCourse(found.course, found.modules) };
});
