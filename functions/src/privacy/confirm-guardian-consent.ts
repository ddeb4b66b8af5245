import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { httpHandler } from '../http';
import { confirmGuardian } from './guardian';

export const handler = httpHandler(routes.confirmGuardianConsent, async ({ body }) =>
  confirmGuardian(body.token, body.relationship),
);
