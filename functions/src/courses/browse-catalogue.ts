import { coursesRoutes as routes } from '@academy/shared/features/courses/routes';
import { httpHandler } from '../http';
import { cataloguePage, catalogueSnapshot } from './catalogue';

export const handler = httpHandler(routes.browseCatalogue, async ({ query }) =>
  cataloguePage(await catalogueSnapshot(), query),
);
