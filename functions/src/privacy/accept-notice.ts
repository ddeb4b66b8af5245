import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { httpHandler } from '../http';
import { acceptNotice } from './consent';

export const handler = httpHandler(routes.acceptNotice, async ({ body, caller }) =>
  acceptNotice(caller.user, body),
);
