import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { httpHandler } from '../http';
import { setConsents } from './consent';

export const handler = httpHandler(routes.setConsents, async ({ body, caller }) =>
  setConsents(caller.user, body),
);
