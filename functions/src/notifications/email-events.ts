import type { SNSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { putSuppression } from './email-repository';

/**
 * W34: SES's configuration set publishes each bounce and complaint to an SNS topic this function is subscribed
 * to (infra/lib; locally the SES stand-in's mailbox simulator plays it). A hard (Permanent) bounce or a complaint
 * suppresses each address it names: no mail goes there again (email-delivery.ts asks first), and the person's
 * profile says their e-mail bounced. A soft (Transient) bounce changes nothing: SES retried it already.
 * Both SES's event publishing (`eventType`) and its identity notifications (`notificationType`) are read.
 */
interface SesEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: {
    bounceType?: string;
    bounceSubType?: string;
    bouncedRecipients?: { emailAddress?: string }[];
    timestamp?: string;
  };
  complaint?: {
    complainedRecipients?: { emailAddress?: string }[];
    complaintFeedbackType?: string;
    timestamp?: string;
  };
}

export async function handler(event: Pick<SNSEvent, 'Records'>): Promise<{ suppressed: number }> {
  let suppressed = 0;
  for (const record of event.Records) {
    let message: SesEvent;
    try {
      message = JSON.parse(record.Sns.Message) as SesEvent;
    } catch {
      logger.warn('SES event that is not JSON left alone', { messageId: record.Sns.MessageId });
      continue;
    }
    const kind = message.eventType ?? message.notificationType;
    const now = new Date().toISOString();
    if (kind === 'Bounce' && message.bounce?.bounceType === 'Permanent') {
      for (const r of message.bounce.bouncedRecipients ?? []) {
        if (!r.emailAddress) continue;
        await putSuppression({
          address: r.emailAddress.toLowerCase(),
          status: 'bounced',
          since: message.bounce.timestamp ?? now,
          reason: `${message.bounce.bounceType}/${message.bounce.bounceSubType ?? 'General'}`,
        });
        suppressed++;
      }
    } else if (kind === 'Complaint') {
      for (const r of message.complaint?.complainedRecipients ?? []) {
        if (!r.emailAddress) continue;
        await putSuppression({
          address: r.emailAddress.toLowerCase(),
          status: 'complained',
          since: message.complaint?.timestamp ?? now,
          reason: message.complaint?.complaintFeedbackType ?? 'complaint',
        });
        suppressed++;
      }
    }
  }
  if (suppressed > 0) logger.info('addresses suppressed', { suppressed });
  countMetric('EmailsSuppressed', suppressed);
  return { suppressed };
}
