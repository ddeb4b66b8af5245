import { enrollmentsRoutes as routes } from '@academy/shared/features/enrollments/routes';
import { getCourseRecord } from '../courses/service';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { recordProgress, toEnrollment } from './repository';

export const handler = httpHandler(routes.recordProgress, async ({ body, caller }) => {
  const found = await getCourseRecord(body.courseId);
  if (!found) throw new NotFoundError(/*i18n*/ 'Course not found');
  const { enrollment, progress } = await recordProgress({
    studentId: caller.id,
    course: found.course,
    modules: found.modules,
    moduleId: body.moduleId,
    completed: body.completed,
    watchTime: body.watchTime,
    position: body.position,
    final: body.final,
  });
  return { enrollment: toEnrollment(enrollment, progress) };
});
