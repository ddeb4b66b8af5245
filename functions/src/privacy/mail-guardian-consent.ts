import type { DynamoDBStreamEvent } from 'aws-lambda';
import { sendClaimed, sendEmail } from '../lib/email';
import { required } from '../lib/env';
import { logger } from '../lib/logger';
import { countMetric } from '../lib/metrics';
import { inStreamOrder, newItems } from '../lib/stream';
import { isSuppressed } from '../notifications/service';
import { awaitsGuardian, getUserRecord } from '../users/service';
import { guardianMail } from './guardian-mail';
import {
  claimGuardianMail,
  type GuardianMailItem,
  markGuardianMailSent,
  releaseGuardianMail,
} from './guardian-repository';
import { guardianToken } from './guardian-tokens';

/**
 * The table's stream consumer for a parent's consent mails (shared/src/event-functions.ts: INSERTs of
 * `guardianMail` items; written at a minor's registration and when they ask for the link again). Each mail goes
 * once: the item is claimed before SES is asked (a retried record finds the claim), released when SES refuses
 * (the retry sends it), marked sent after. Nothing goes to a suppressed address, nor for a child whose parent has
 * consented meanwhile or whose account is gone. A failed record is reported alone (ReportBatchItemFailures).
 */
export async function handler(event: Pick<DynamoDBStreamEvent, 'Records'>) {
  let mailed = 0;
  const response = await inStreamOrder(
    newItems<GuardianMailItem>(event, 'guardianMail'),
    async (item) => {
      if ((await mailOne(item)) === 'sent') mailed++;
    },
    (item, error) =>
      logger.error('guardian consent mail failed', { userId: item.userId, error: error.message }),
  );
  countMetric('EmailsSent', mailed);
  return response;
}

type Outcome = 'sent' | 'duplicate' | 'suppressed' | 'not-needed';

async function mailOne(item: GuardianMailItem): Promise<Outcome> {
  const child = await getUserRecord(item.userId);
  if (!child || !awaitsGuardian(child)) return 'not-needed';
  if (await isSuppressed(item.guardianEmail)) return 'suppressed';
  if (!(await claimGuardianMail(item.userId, item.at, new Date().toISOString()))) return 'duplicate';
  await sendClaimed({
    kind: 'guardian mail',
    who: { userId: item.userId },
    which: {},
    send: async () => {
      const token = await guardianToken(item.userId, item.at);
      const mail = guardianMail({
        childName: child.name,
        locale: child.locale ?? item.locale ?? 'en',
        site: required('PUBLIC_SITE_URL').replace(/\/+$/, ''),
        token,
        expiresAt: new Date(item.expiresAt * 1000).toISOString(),
      });
      return sendEmail({ to: item.guardianEmail, ...mail });
    },
    release: () => releaseGuardianMail(item.userId, item.at),
    markSent: (messageId, at) => markGuardianMailSent(item.userId, item.at, messageId, at),
  });
  return 'sent';
}
