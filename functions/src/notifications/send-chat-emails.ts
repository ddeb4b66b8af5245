import { unreadInChat } from '../chats/service';
import { translate } from '../lib/i18n';
import { scheduledJob } from '../lib/lease';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { deliver, emailPlan, getUserContacts, linksFor, unsubscribeHeaders } from './email-delivery';
import { type ChatEmailRecord, deleteChatEmail, getSettingsOf, queryDueChatEmails } from './email-repository';
import { notificationMail } from './email-templates';

/** Pending chat mails read per page (AP95). */
export const CHAT_EMAIL_PAGE = 100;

export interface ChatEmailResult {
  due: number;
  mailed: number;
  /** Read before the quiet period ended (or mail turned off meanwhile): nothing sent. */
  skipped: number;
  stoppedEarly: boolean;
}

/**
 * W33's second half: each chat mail whose quiet period is over (AP95, oldest first) is sent when its recipient
 * still has unread messages in that conversation and still wants chat mail now, then removed, so the next message
 * starts a new quiet period. Its id is the conversation and the period's end: a rerun sends nothing twice.
 */
export async function sendChatEmails(
  options: { now?: Date; budgetMs?: number } = {},
): Promise<ChatEmailResult> {
  const started = Date.now();
  const deadline = started + (options.budgetMs ?? 50_000);
  const result: ChatEmailResult = { due: 0, mailed: 0, skipped: 0, stoppedEarly: false };
  for (;;) {
    const now = (options.now ?? new Date()).toISOString();
    const due = await queryDueChatEmails(now, CHAT_EMAIL_PAGE);
    if (due.length === 0) break;
    result.due += due.length;
    const userIds = due.map((d) => d.userId);
    const [settings, contacts] = await Promise.all([getSettingsOf(userIds), getUserContacts(userIds)]);
    for (const pending of due) {
      const sent = await mailQuietChat(pending, settings.get(pending.userId)!, contacts);
      if (sent) result.mailed++;
      else result.skipped++;
      await deleteChatEmail(pending.userId, pending.chatId, pending.dueAt);
    }
    if (due.length < CHAT_EMAIL_PAGE) break;
    if (Date.now() >= deadline) {
      result.stoppedEarly = true;
      break;
    }
  }
  logger.info('chat mails', { ...result, ms: Date.now() - started });
  return result;
}

async function mailQuietChat(
  pending: ChatEmailRecord,
  settings: Parameters<typeof emailPlan>[1],
  contacts: Awaited<ReturnType<typeof getUserContacts>>,
): Promise<boolean> {
  if (emailPlan('chat', settings) !== 'after-quiet-period') return false;
  const unread = await unreadInChat(pending.chatId, pending.userId);
  if (unread === 0) return false;
  const contact = contacts.get(pending.userId);
  const links = await linksFor(pending.userId, 'chat', contact?.locale);
  const outcome = await deliver(contact, {
    mailId: `chat#${pending.chatId}#${pending.dueAt}`,
    about: `chat ${pending.chatId}`,
    headers: unsubscribeHeaders(links),
    build: () =>
      notificationMail({
        notification: {
          type: 'chat',
          title: pending.title,
          message: pending.message,
          ...(pending.text ? { text: pending.text } : {}),
          sourceId: pending.chatId,
        },
        recipient: contact!,
        links,
        ...(unread > 1
          ? {
              more: translate(
                contact?.locale ?? 'en',
                /*i18n*/ '{count, plural, one {You have # unread message in this chat.} other {You have # unread messages in this chat.}}',
                { count: unread },
              ),
            }
          : {}),
      }),
  });
  return outcome === 'sent';
}

/** The scheduled function (every 2 minutes; shared/src/schedules.ts). */
export const handler = scheduledJob('sendChatEmails', async ({ budgetMs }) => {
  const result = await sendChatEmails({ budgetMs });
  countMetric('EmailsSent', result.mailed);
  return result;
});
