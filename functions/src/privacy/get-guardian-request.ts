import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { httpHandler } from '../http';
import { guardianRequest } from './guardian';

export const handler = httpHandler(routes.getGuardianRequest, async ({ query }) =>
  guardianRequest(query.token),
);
