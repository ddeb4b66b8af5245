import { getOne } from '../lib/db';
import { type ExportData, personalRecord, userItems } from '../lib/personal-data';
import { getUserContacts } from '../users/service';
import { getSuppression } from './email-repository';
import { keys, skPrefix } from './keys';
import { type NotificationText, notice } from './notice';

/** The values of a notification's text that name another person (who replied, who enrolled, who wrote). */
const PERSON_VALUES = ['name', 'student'] as const;

/**
 * A notification as the export shows it: one that named another person (someone replied, a student enrolled) says
 * "Someone" instead, in its English and its values: their name is theirs, not the reader's.
 */
export function withoutOthersNames(item: Record<string, unknown>): Record<string, unknown> {
  const record = personalRecord(item, ['attachment', 'expiresAt', 'userId']);
  const text = item.text as NotificationText | undefined;
  if (!text?.values || !PERSON_VALUES.some((v) => text.values?.[v] !== undefined)) return record;
  const values = { ...text.values };
  for (const v of PERSON_VALUES) if (values[v] !== undefined) values[v] = SOMEONE;
  const said = notice(text.title, text.message, values);
  return { ...record, title: said.title, message: said.message, text: said.text };
}

const SOMEONE = 'Someone';

/**
 * The notifications feature's part of a data export (issue 41): the person's notifications (their partition,
 * `NOTIF#…`; read ones go 90 days after reading) and their e-mail settings (AP92's item; absent: the defaults) and whether their address is suppressed (AP94).
 * A notification's attached file is named by the payments part (the invoice itself), not here; another person
 * named in one (who replied, who enrolled) is "Someone" (withoutOthersNames). Notifications stored before issue 40
 * keep only their English, which may name the person who replied: see docs/privacy.md.
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
      notifications: notifications.map(withoutOthersNames),
      'email-settings': settings ? personalRecord(settings) : { defaults: true },
      // Whether mail reaches their address (AP94: a bounce or a complaint stopped it).
      'email-suppression': suppressed
        ? personalRecord(suppressed as unknown as Record<string, unknown>)
        : null,
    },
  };
};
