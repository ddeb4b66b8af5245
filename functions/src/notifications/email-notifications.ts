import { EMAIL_LIMITS, type NotificationType } from '@academy/shared';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { readStoredFile } from '../lib/stored-files';
import { newItems } from '../lib/stream';
import { deliver, emailPlan, getUserContacts, linksFor, unsubscribeHeaders } from './email-delivery';
import { getSettingsOf, putChatEmail } from './email-repository';
import { notificationMail } from './email-templates';
import type { NotificationRecord } from './repository';

/**
 * The table's stream consumer for new notifications (shared/src/event-functions.ts: INSERTs of `notification`
 * items only; CDK's event source mapping on AWS, infra/local's stream poller locally). Whatever wrote the
 * notification (notify(), or another feature's transaction with notificationWrites()), it comes here once it is
 * stored, off the request path, and is mailed as its recipient's settings say: now (by the notification's id, so
 * a record seen twice mails once), after the chat's quiet period (W33), in the morning's digest, or not at all.
 * A record that fails is reported alone (ReportBatchItemFailures): Lambda retries from it, and after the last
 * try sends its place in the stream to the failures queue.
 */
export async function handler(event: Pick<DynamoDBStreamEvent, 'Records'>): Promise<DynamoDBBatchResponse> {
  const records = newItems<NotificationRecord>(event, 'notification');
  if (records.length === 0) return { batchItemFailures: [] };
  const userIds = records.map((r) => r.item.userId);
  const [settings, contacts] = await Promise.all([getSettingsOf(userIds), getUserContacts(userIds)]);
  let mailed = 0;
  for (const { sequence, item: notification } of records) {
    try {
      const outcome = await mailOne(notification, settings.get(notification.userId)!, contacts);
      if (outcome === 'sent') mailed++;
    } catch (error) {
      logger.error('notification mail failed', {
        notificationId: notification.id,
        userId: notification.userId,
        error: (error as Error).message,
      });
      countMetric('EmailsSent', mailed);
      // Lambda retries from the first failure on (the ones after it are claimed already if they went).
      return { batchItemFailures: [{ itemIdentifier: sequence }] };
    }
  }
  countMetric('EmailsSent', mailed);
  return { batchItemFailures: [] };
}

async function mailOne(
  n: NotificationRecord,
  settings: Parameters<typeof emailPlan>[1],
  contacts: Awaited<ReturnType<typeof getUserContacts>>,
): Promise<string> {
  const plan = emailPlan(n.type, settings);
  if (plan === 'none' || plan === 'digest') return plan;
  if (plan === 'after-quiet-period') {
    if (!n.sourceId) return 'none';
    const dueAt = new Date(Date.parse(n.createdAt) + EMAIL_LIMITS.chatQuietMinutes * 60_000).toISOString();
    await putChatEmail({
      userId: n.userId,
      chatId: n.sourceId,
      dueAt,
      notificationId: n.id,
      title: n.title,
      message: n.message,
      ...(n.text ? { text: n.text } : {}),
      createdAt: n.createdAt,
    });
    return 'pending';
  }
  const contact = contacts.get(n.userId);
  const links = await linksFor(n.userId, n.type as NotificationType, contact?.locale);
  return deliver(contact, {
    mailId: `notification#${n.id}`,
    about: `${n.type} notification ${n.id}`,
    headers: unsubscribeHeaders(links),
    build: async () => ({
      ...notificationMail({ notification: n, recipient: contact!, links }),
      // A file it names goes with it (a tax invoice's PDF), read when the mail is built: a failure is retried.
      ...(n.attachment
        ? {
            attachments: [
              {
                fileName: n.attachment.fileName,
                contentType: n.attachment.contentType,
                content: await readStoredFile(n.attachment),
              },
            ],
          }
        : {}),
    }),
  });
}
