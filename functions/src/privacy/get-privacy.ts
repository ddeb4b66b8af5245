import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { httpHandler } from '../http';
import { privacyOverview } from './overview';

export const handler = httpHandler(routes.getPrivacy, async ({ caller }) => privacyOverview(caller.user));
