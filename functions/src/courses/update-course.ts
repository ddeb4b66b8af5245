import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { auditActor, auditPut } from '../audit/service';
import { httpHandler } from '../http';
import { publishThumbnail, retireThumbnail } from '../videos/service';
import { type CourseChanges, toCourse } from './model';
import { loadManagedCourse } from './ownership';
import { updateCourse } from './repository';

/**
 * Edits a course (its instructor or an admin): its fields, its page's sections, and its thumbnail, typed in
 * (`thumbnail`) or uploaded (`thumbnailUpload`, the key POST …/thumbnail/upload answered: checked and published
 * to the site's course media before the course points at it). Publishing and unpublishing are audited (issue 41).
 */
export const handler = httpHandler(routes.updateCourse, async ({ params, body, caller, requestId }) => {
  const { course: before, modules } = await loadManagedCourse(params.id, caller);
  const { thumbnailUpload, ...fields } = body;
  const changes: CourseChanges = { ...fields };
  if (thumbnailUpload) changes.thumbnail = await publishThumbnail(params.id, thumbnailUpload);
  // Publishing or unpublishing is on the audit trail (issue 41), in the update's own transaction.
  const { course, page } = await updateCourse(params.id, changes, (current, next) =>
    current.isPublished === next.isPublished
      ? []
      : [
          auditPut({
            action: next.isPublished ? 'course.publish' : 'course.unpublish',
            actor: auditActor(caller),
            target: { type: 'course', id: params.id, label: next.title },
            before: { isPublished: current.isPublished },
            after: { isPublished: next.isPublished },
            requestId,
          }),
        ],
  );
  if (changes.thumbnail !== undefined && changes.thumbnail !== before.thumbnail) {
    await retireThumbnail(params.id, before.thumbnail);
  }
  return { course: toCourse(course, modules, 'full', page) };
});
