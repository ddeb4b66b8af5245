import { getOne } from '../lib/db';
import { type ExportData, personalRecord, userItems } from '../lib/personal-data';
import { getUserContacts } from '../users/service';
import { getSuppression } from './email-repository';
import { keys, skPrefix } from './keys';

/**
 * The notifications feature's part of a data export (issue 41): the person's notifications (their partition,
 * `NOTIF#…`; read ones go 90 days after reading) and their e-mail settings (AP92's item; absent: the defaults) and whether their address is suppressed (AP94).
 * A notification's attached file is named by the payments part (the invoice itself), not here.
 */
export const exportData: ExportData = async (userId) => {
  const [notifications, settings, contacts] = await Promise.all([
    userItems(userId, skPrefix.notifications),
    getOne<Record<string, unknown>>(keys.settings(userId)),
    getUserContacts([userId]),
  ]);
  const email = contacts.get(userId)?.email;
  const suppressed = email ? await getSuppression(email) : undefined;
  return {
    documents: {
      notifications: notifications.map((i) => personalRecord(i, ['attachment', 'expiresAt', 'userId'])),
      'email-settings': settings ? personalRecord(settings) : { defaults: true },
      // Whether mail reaches their address (AP94: a bounce or a complaint stopped it).
      'email-suppression': suppressed
        ? personalRecord(suppressed as unknown as Record<string, unknown>)
        : null,
    },
  };
};
