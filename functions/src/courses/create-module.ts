import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { ulid } from 'ulid';
import { httpHandler } from '../http';
import { type ModuleRecord, moduleFields, toModule, toSummary } from './model';
import { loadManagedCourse } from './ownership';
import { getCourseRecord, putModule } from './repository';

export const handler = httpHandler(routes.createModule, async ({ params, body, caller }) => {
  await loadManagedCourse(params.id, caller);
  const id = ulid();
  const module: ModuleRecord = {
    id,
    courseId: params.id,
    ...moduleFields(body),
  };
  await putModule(params.id, module);
  const after = await getCourseRecord(params.id);
  return { module: toModule(module, 'full'), course: toSummary(after!.course) };
});
