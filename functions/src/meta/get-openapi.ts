import { buildOpenApi, routeList, routes } from '@academy/shared';
import { httpHandler } from '../lib/http';

let document: ReturnType<typeof buildOpenApi> | undefined;

export const handler = httpHandler(routes.getOpenApi, async () => {
  document ??= buildOpenApi(routeList);
  return document;
});
