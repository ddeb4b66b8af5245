import { buildOpenApi, routeList } from '@academy/shared';
import { metaRoutes as routes } from '@academy/shared/features/meta/routes';
import { httpHandler } from '../http';

let document: ReturnType<typeof buildOpenApi> | undefined;

export const handler = httpHandler(routes.getOpenApi, async () => {
  document ??= buildOpenApi(routeList);
  return document;
});
