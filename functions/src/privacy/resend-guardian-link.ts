import { privacyRoutes as routes } from '@academy/shared/features/privacy/routes';
import { httpHandler } from '../http';
import { translate } from '../lib/i18n';
import { resendGuardianLink } from './guardian';

export const handler = httpHandler(routes.resendGuardianLink, async ({ body, locale }) => {
  const { message } = await resendGuardianLink(body.email, body.password);
  return { message: translate(locale, message) };
});
