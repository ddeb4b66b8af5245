import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { NotFoundError } from '../lib/errors';
import { loadManagedCourse } from './ownership';
import { removeModule } from './repository';

export const handler = httpHandler(routes.deleteModule, async ({ params, caller }) => {
  const { modules } = await loadManagedCourse(params.id, caller);
  const module = modules.find((m) => m.id === params.moduleId);
  if (!module) throw new NotFoundError(/*i18n*/ 'Module not found');
  await removeModule(params.id, module);
  return { deleted: true as const };
});
