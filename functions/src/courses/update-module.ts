import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { type ModuleRecord, moduleFields, toModule, toSummary } from './model';
import { loadManagedCourse } from './ownership';
import { getCourseRecord, putModule } from './repository';

export const handler = httpHandler(routes.updateModule, async ({ params, body, caller }) => {
  const { modules } = await loadManagedCourse(params.id, caller);
  const previous = modules.find((m) => m.id === params.moduleId);
  if (!previous) throw new NotFoundError(/*i18n*/ 'Module not found');
  // The whole module is replaced (the form sends every field); an uploaded video stays attached.
  const module: ModuleRecord = {
    ...previous,
    ...moduleFields(body),
  };
  await putModule(params.id, module, previous);
  const after = await getCourseRecord(params.id);
  return { module: toModule(module, 'full'), course: toSummary(after!.course) };
});
