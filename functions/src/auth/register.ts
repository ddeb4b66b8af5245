import { isMinorOn } from '@academy/shared';
import { authRoutes as routes } from '@academy/shared/features/auth/routes';
import { httpHandler } from '../http';
import { translate } from '../lib/i18n';
import { GUARDIAN_EMAILED, maskedEmail, registrationPrivacy } from '../privacy/service';
import { createUser } from '../users/service';
import { openSession } from './session';

/**
 * A student registers: the account with the privacy notice agreed to and the optional consents chosen, on record
 * in the profile's transaction (issue 41). An adult is signed in; a minor (under 18 today) is not: the account
 * waits for their parent's or guardian's consent, whose link the stream mails (201, `GuardianPending`).
 */
export const handler = httpHandler(routes.register, async ({ body, locale }) => {
  const minor = isMinorOn(body.dateOfBirth, new Date().toISOString().slice(0, 10));
  const { privacy, writesFor } = registrationPrivacy({
    noticeVersion: body.consent.noticeVersion,
    watchAnalytics: body.consent.watchAnalytics,
    minor,
    ...(minor && body.guardianEmail ? { guardianEmail: body.guardianEmail } : {}),
    ...(body.locale ? { locale: body.locale } : {}),
  });
  await createUser({
    name: body.name,
    email: body.email,
    password: body.password,
    role: 'student',
    dateOfBirth: body.dateOfBirth,
    privacy,
    writesFor,
    ...(body.locale ? { locale: body.locale } : {}),
  });
  if (minor)
    return {
      pending: 'guardian' as const,
      guardianEmail: maskedEmail(body.guardianEmail!),
      message: translate(locale, GUARDIAN_EMAILED),
    };
  return openSession(body.email, body.password);
});
