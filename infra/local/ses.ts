import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localSecretIds } from './secrets';

/** The sender of the local stack's mails (on AWS: an address of the stage's SES identity). */
export const LOCAL_EMAIL_FROM = 'Online Learning Academy <no-reply@demo.academy>';

/**
 * The configuration set every local mail names (EMAIL_CONFIGURATION_SET). aws-ses-v2-local accepts the name and
 * ignores it; infra/local/ses-events.ts plays its event destination (bounces and complaints to the SNS topic).
 */
export const LOCAL_CONFIGURATION_SET = 'academy-local';

/**
 * The e-mail settings of the handlers on the local stack (the stack's process and the test workers alike):
 * the sender, the configuration set, a send rate far over the SES sandbox's 14 a second (EMAIL_SEND_RATE
 * overrides it; nothing throttles the stand-in) and the secret that signs unsubscribe links.
 */
export const localEmailEnv = () => ({
  EMAIL_FROM: LOCAL_EMAIL_FROM,
  EMAIL_CONFIGURATION_SET: LOCAL_CONFIGURATION_SET,
  EMAIL_SEND_RATE: process.env.EMAIL_SEND_RATE ?? '1000',
  EMAIL_TOKEN_SECRET_ID: localSecretIds.emailToken,
});

/**
 * The local stand-in for Amazon SES (issue 37): `aws-ses-v2-local`, which answers the SES v2 API the handlers'
 * SESv2Client calls (`POST /v2/email/outbound-emails`, only SES_ENDPOINT differs from AWS), keeps every mail in
 * memory, shows them in its web inbox at `/`, and hands them to tests at `GET /store`.
 */
export async function startSes(port: number) {
  // Loaded here, not at the top: tests import this module for its constants and need no server code.
  const { default: startSesServer } = await import('aws-ses-v2-local');
  const server: Server = await startSesServer({ host: '127.0.0.1', port });
  const { port: bound } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    /** The web inbox, for people (`npm start` prints it). */
    inboxUrl: `http://localhost:${bound}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One mail as the stand-in keeps it (`GET /store`). */
export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Files sent with it: the content base64, as SES took it. */
  attachments?: { filename: string; contentType: string; content: string; size: number }[];
  at: number;
}

/** The mails the stand-in holds (oldest first), for tests and the seed. */
export async function storedMails(endpoint: string): Promise<StoredMail[]> {
  const res = await fetch(`${endpoint}/store`);
  if (!res.ok) throw new Error(`SES stand-in store: ${res.status}`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}
