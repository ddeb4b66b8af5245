import { enrollmentsRoutes as routes } from '@academy/shared/features/enrollments/routes';
import { getCourseRecord } from '../courses/service';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { watchAnalyticsOn } from '../users/service';
import { recordProgress, toEnrollment } from './repository';

/**
 * A student's progress in a module. Watch time is counted only with their consent to watch-time analytics (issue
 * 41: agreed, not withdrawn, not a minor; the caller's profile as this request read it): without it, completion
 * and the resume position are saved as the course needs, and no watch time is added.
 */
export const handler = httpHandler(routes.recordProgress, async ({ body, caller }) => {
  const found = await getCourseRecord(body.courseId);
  if (!found) throw new NotFoundError(/*i18n*/ 'Course not found');
  const { enrollment, progress } = await recordProgress({
    studentId: caller.id,
    course: found.course,
    modules: found.modules,
    moduleId: body.moduleId,
    completed: body.completed,
    ...(watchAnalyticsOn(caller.user) ? { watchTime: body.watchTime } : {}),
    position: body.position,
    final: body.final,
  });
  return { enrollment: toEnrollment(enrollment, progress) };
});
