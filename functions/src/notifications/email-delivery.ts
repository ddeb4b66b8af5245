import { IMMEDIATE_EMAIL_TYPES, type NotificationPreferences, type NotificationType } from '@academy/shared';
import { type Locale, localisedPath } from '@academy/shared/locale';
import { sendClaimed, sendEmail } from '../lib/email';
import { required } from '../lib/env';
import { getUserContacts, type UserContact } from '../users/service';
import { claimEmail, getSuppression, markEmailSent, releaseEmail } from './email-repository';
import type { MailLinks, RenderedMail } from './email-templates';
import { emailToken } from './email-tokens';

/**
 * Sending one mail to one person, exactly once: the suppression list is asked first (no mail to an address that
 * bounced hard or complained), the mail's idempotency id is claimed (W32: a retried notification, a rerun
 * schedule, an overlapping run finds the claim and sends nothing), then SES is asked; when SES refuses, the
 * claim is released and the error thrown, so the caller's retry (Lambda's, with backoff) may send it.
 */

/** How a notification of this type reaches a person's inbox under their settings. */
export type EmailPlan = 'none' | 'now' | 'after-quiet-period' | 'digest';

export function emailPlan(type: NotificationType, settings: NotificationPreferences): EmailPlan {
  if (!settings.types[type].email) return 'none';
  if (settings.digest && !IMMEDIATE_EMAIL_TYPES.includes(type)) return 'digest';
  return type === 'chat' ? 'after-quiet-period' : 'now';
}

export const site = () => required('PUBLIC_SITE_URL').replace(/\/+$/, '');

/**
 * A type's links: the one-click address (the API, through the site) and the page that confirms and undoes, in the
 * recipient's language (`/hi/unsubscribe` for Hindi).
 */
export async function linksFor(
  userId: string,
  type: NotificationType,
  locale: Locale = 'en',
): Promise<MailLinks> {
  const token = await emailToken(userId, type);
  return {
    site: site(),
    unsubscribeApi: `${site()}/api/notifications/unsubscribe?token=${token}`,
    unsubscribePage: `${site()}${localisedPath('/unsubscribe', locale)}?token=${token}`,
  };
}

/** The RFC 8058 headers of a type's mail: mail apps show an Unsubscribe button that POSTs to the address. */
export const unsubscribeHeaders = (links: MailLinks) => ({
  'List-Unsubscribe': `<${links.unsubscribeApi}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export type DeliveryOutcome = 'sent' | 'duplicate' | 'suppressed' | 'no-address';

export interface Delivery {
  /** The mail's idempotency id, derived from what it is about (a notification's id, a chat's quiet period …). */
  mailId: string;
  /** What it is about, for the logs. */
  about: string;
  build: () => RenderedMail | Promise<RenderedMail>;
  headers?: Record<string, string>;
}

/** Sends `delivery` to `contact` once (see above). */
export async function deliver(
  contact: UserContact | undefined,
  delivery: Delivery,
): Promise<DeliveryOutcome> {
  if (!contact?.email || !contact.isActive) return 'no-address';
  if (await getSuppression(contact.email)) return 'suppressed';
  const now = new Date().toISOString();
  if (!(await claimEmail(contact.id, delivery.mailId, now, delivery.about))) return 'duplicate';
  const to = contact.email;
  await sendClaimed({
    kind: 'mail',
    who: { userId: contact.id, mailId: delivery.mailId },
    which: { mailId: delivery.mailId },
    send: async () => sendEmail({ to, ...(await delivery.build()), headers: delivery.headers }),
    release: () => releaseEmail(contact.id, delivery.mailId),
    markSent: (messageId, at) => markEmailSent(contact.id, delivery.mailId, messageId, at),
  });
  return 'sent';
}

export { getUserContacts };
