import { deleteKeys, forEachPage, partitionPrefixQuery, tableKeyOf } from '../lib/erase';
import type { EraseData } from '../lib/personal-data';
import { getUserContacts } from '../users/service';
import { keys } from './keys';

/**
 * Notifications' part of an erasure (issue 41, docs/privacy.md), all deleted: the person's notifications and
 * their counter, their e-mail settings (which carry the daily digest's index entry), the record of mails sent,
 * the chat mails still pending for them, and the suppression of their address (found by the address, read from
 * the profile while it still has it: the users part runs last). Deleting keys already gone is fine on a rerun.
 */
export const eraseData: EraseData = async (userId) => {
  const pk = keys.settings(userId).PK;
  for (const skPrefix of [
    keys.notification(userId, '').SK,
    keys.emailSent(userId, '').SK,
    keys.chatEmail(userId, '').SK,
  ]) {
    await forEachPage(partitionPrefixQuery(pk, skPrefix), (items) => deleteKeys(items.map(tableKeyOf)));
  }
  const email = (await getUserContacts([userId])).get(userId)?.email;
  await deleteKeys([
    keys.notificationCounter(userId),
    keys.settings(userId),
    ...(email ? [keys.suppression(email)] : []),
  ]);
};

/**
 * A pending chat mail to `recipientId` about the chat `chatId` (their `CHATEMAIL#<chatId>`, which would mail the
 * erased person's words and name once due) deleted, its due entry with it: the chats part of an erasure asks this
 * for each of the person's chats, for the mentor's side (issue 41).
 */
export const erasePendingChatMail = (recipientId: string, chatId: string) =>
  deleteKeys([keys.chatEmail(recipientId, chatId)]);
