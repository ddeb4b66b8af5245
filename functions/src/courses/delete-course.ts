import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { auditActor, auditPut } from '../audit/service';
import { httpHandler } from '../http';
import { loadManagedCourse } from './ownership';
import { deleteCourse } from './repository';

/** W4: deletes a course nobody is enrolled in; the audit trail's entry goes in its transaction (issue 41). */
export const handler = httpHandler(routes.deleteCourse, async ({ params, caller, requestId }) => {
  const { course, modules } = await loadManagedCourse(params.id, caller);
  await deleteCourse(course, modules, [
    auditPut({
      action: 'course.delete',
      actor: auditActor(caller),
      target: { type: 'course', id: course.id, label: course.title },
      before: { title: course.title, isPublished: course.isPublished, instructorId: course.instructorId },
      after: null,
      requestId,
    }),
  ]);
  return { deleted: true as const };
});
