import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env, required } from './env';
import { logger } from './logger';

/**
 * Sending one e-mail through Amazon SES (API v2), from the stage's verified identity (EMAIL_FROM; infra/lib/auth.ts
 * makes the identity the user pool sends from too). Only the endpoint differs locally (SES_ENDPOINT: the
 * `aws-ses-v2-local` stand-in, infra/local/ses.ts). Issue 37 builds the notifications' mails on it.
 */
export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The plain-text part (every mail has one). */
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe); SES v2 takes them on a simple message. */
  headers?: Record<string, string>;
  /** Files sent with it (a tax invoice's PDF): SES v2's simple message builds the MIME parts. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

let client: SESv2Client | undefined;
const ses = () => {
  client ??= new SESv2Client({ region: env().AWS_REGION, endpoint: env().SES_ENDPOINT, maxAttempts: 3 });
  return client;
};

let nextSlot = 0;

/**
 * Waits for this container's next send slot: at most EMAIL_SEND_RATE mails a second leave one function's
 * container, evenly spaced (SES refuses a burst over the account's rate; its SDK retries those with backoff too).
 */
export async function sendSlot(now = Date.now()): Promise<void> {
  const gap = 1000 / env().EMAIL_SEND_RATE;
  const slot = Math.max(now, nextSlot);
  nextSlot = slot + gap;
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
}

/** Sends `mail` and answers SES's message id. */
export async function sendEmail(mail: OutgoingEmail): Promise<string> {
  const charset = 'UTF-8';
  await sendSlot();
  const configurationSet = env().EMAIL_CONFIGURATION_SET;
  const answer = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: required('EMAIL_FROM'),
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: charset },
          Body: {
            Text: { Data: mail.text, Charset: charset },
            ...(mail.html ? { Html: { Data: mail.html, Charset: charset } } : {}),
          },
          ...(mail.headers
            ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) }
            : {}),
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((a) => ({
                  FileName: a.fileName,
                  ContentType: a.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  ContentTransferEncoding: 'BASE64' as const,
                  RawContent: a.content,
                })),
              }
            : {}),
        },
      },
    }),
  );
  return answer.MessageId ?? '';
}

/**
 * A mail sent under a claim its caller has just taken (so that it goes once): `send` builds and sends it and answers
 * SES's message id. When that fails, the claim is released so a retry sends it, and the error is thrown on. Once
 * sent, the claim stays whatever happens; `markSent` records the message id for people, its failure only logged.
 * `kind` names the mail in the logs; `who` goes with the log of a failed send, `which` with the record's.
 */
export async function sendClaimed(mail: {
  kind: string;
  who: Record<string, string>;
  which: Record<string, string>;
  send: () => Promise<string>;
  release: () => Promise<unknown>;
  markSent: (messageId: string, at: string) => Promise<unknown>;
}): Promise<void> {
  let messageId: string;
  try {
    messageId = await mail.send();
  } catch (error) {
    logger.warn(`${mail.kind} not sent; its claim is released for a retry`, {
      ...mail.who,
      error: (error as Error).message,
    });
    await mail.release();
    throw error;
  }
  await mail.markSent(messageId, new Date().toISOString()).catch((error: unknown) =>
    logger.warn(`${mail.kind} sent, its record not written`, {
      ...mail.which,
      error: (error as Error).message,
    }),
  );
}
