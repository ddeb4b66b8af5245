import { randomUUID } from 'node:crypto';
import { emailEventsSubscriber } from '@academy/shared';
import type { SNSEvent } from 'aws-lambda';
import { invokeHandler } from './handler-modules';
import { pollLoop } from './poll-loop';
import { LOCAL_CONFIGURATION_SET, type StoredMail } from './ses';

/**
 * SES's mailbox simulator: a mail to one of these addresses bounces hard, or is complained about, as soon as
 * it is sent (a label after `+` is allowed, as SES allows it: `bounce+alice@simulator.amazonses.com`).
 */
export const sesSimulator = {
  bounce: 'bounce@simulator.amazonses.com',
  complaint: 'complaint@simulator.amazonses.com',
} as const;

/** The topic the local configuration set publishes its bounces and complaints to. */
export const LOCAL_EMAIL_EVENTS_TOPIC = 'arn:aws:sns:ap-south-1:000000000000:academy-email-events';

/** Addresses as a list in the environment (`a@x, b@y`), lower case. */
export const addressList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);

export type SnsInvoke = (event: SNSEvent) => Promise<unknown>;

/** Calls the `handler` export of the subscriber's module (`notifications/email-events`), as CDK deploys it. */
export const invokeEmailEventsModule: SnsInvoke = async (event) => {
  return invokeHandler(emailEventsSubscriber.handler, event);
};

export interface SesEventsOptions {
  /** The SES stand-in (aws-ses-v2-local): its `GET /store` is read for the mails it accepted. */
  sesEndpoint: string;
  /** Addresses that bounce hard besides the simulator's (SES_BOUNCE_ADDRESSES). */
  bouncing?: readonly string[];
  /** Addresses that complain besides the simulator's (SES_COMPLAINT_ADDRESSES). */
  complaining?: readonly string[];
  /** @default invokeEmailEventsModule */
  invoke?: SnsInvoke;
  /** @default 150 */
  pollMs?: number;
  onLog?: (line: string) => void;
}

/**
 * SES → SNS → Lambda for bounces and complaints, locally. aws-ses-v2-local accepts every mail and keeps it (it
 * has no mailbox simulator and no event publishing), so this watches what it accepted, through its own
 * `GET /store` (the way tests read it; its send endpoint stays untouched): each new mail to a bouncing or
 * complaining address (the simulator's, with or without a `+label`, and the lists given) becomes SES's
 * event-publishing JSON (`eventType` 'Bounce', `bounceType` 'Permanent', or 'Complaint', with the `mail` object
 * and the configuration set in its tags), published as the Message of an SNS notification and handed to the
 * topic's subscriber, `emailEventsSubscriber` (shared/src/event-functions.ts), in this process. As SNS invokes a
 * Lambda asynchronously, a handler that throws is invoked twice more, then the event is dropped (logged).
 */
export function startSesEvents(options: SesEventsOptions) {
  const invoke = options.invoke ?? invokeEmailEventsModule;
  const pollMs = options.pollMs ?? 150;
  const log = options.onLog ?? (() => undefined);
  const bouncing = new Set([sesSimulator.bounce, ...(options.bouncing ?? [])]);
  const complaining = new Set([sesSimulator.complaint, ...(options.complaining ?? [])]);
  /** The address without a `+label`, lower case. */
  const plain = (address: string) => address.toLowerCase().replace(/\+[^@]*@/, '@');
  const seen = new Set<string>();
  let since = 0; // the store's `at` (epoch seconds) of the newest mail seen: only mails from then on are asked for

  const publish = async (mail: StoredMail) => {
    const recipients = [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc];
    const bounced = recipients.filter((a) => bouncing.has(plain(bareAddress(a))));
    const complained = recipients.filter((a) => complaining.has(plain(bareAddress(a))));
    const events = [
      ...(bounced.length > 0 ? [bounceEvent(mail, bounced.map(bareAddress))] : []),
      ...(complained.length > 0 ? [complaintEvent(mail, complained.map(bareAddress))] : []),
    ];
    for (const message of events) {
      const event = snsEvent(message);
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          await invoke(event);
          log(
            `SES ${message.eventType.toLowerCase()} of ${recipients.join(', ')} handed to ${emailEventsSubscriber.id}`,
          );
          break;
        } catch (error) {
          if (attempt === 3)
            log(
              `SES ${message.eventType.toLowerCase()} event dropped after 3 tries: ${(error as Error).message}`,
            );
        }
      }
    }
  };

  const poll = async () => {
    const res = await fetch(`${options.sesEndpoint}/store?since=${since}`);
    if (!res.ok) throw new Error(`SES stand-in store: ${res.status}`);
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    for (const mail of emails) {
      if (seen.has(mail.messageId)) continue;
      seen.add(mail.messageId);
      since = Math.max(since, mail.at);
      await publish(mail);
    }
  };

  const loop = pollLoop({
    name: 'SES events stand-in',
    pollMs,
    cycle: async () => {
      try {
        await poll();
        return true;
      } catch (error) {
        if (!loop.stopped)
          log(`SES events: reading the stand-in's store failed: ${(error as Error).message}`);
        return false;
      }
    },
  });

  return {
    /** Resolves when every mail the stand-in held when this was called has had its events handed over. */
    drained: () => loop.drained(),
    stop: () => loop.stop(),
  };
}

/** `Name <a@x>` → `a@x`. */
const bareAddress = (address: string) => /<([^>]+)>/.exec(address)?.[1] ?? address;

function mailObject(mail: StoredMail) {
  return {
    timestamp: new Date(mail.at * 1000).toISOString(),
    source: mail.from,
    sendingAccountId: '000000000000',
    messageId: mail.messageId,
    destination: [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc],
    headersTruncated: false,
    commonHeaders: { from: [mail.from], to: mail.destination.to, subject: mail.subject },
    tags: { 'ses:configuration-set': [LOCAL_CONFIGURATION_SET] },
  };
}

function bounceEvent(mail: StoredMail, addresses: string[]) {
  return {
    eventType: 'Bounce',
    bounce: {
      feedbackId: randomUUID(),
      bounceType: 'Permanent',
      bounceSubType: 'General',
      bouncedRecipients: addresses.map((emailAddress) => ({
        emailAddress,
        action: 'failed',
        status: '5.1.1',
        diagnosticCode: 'smtp; 550 5.1.1 user unknown',
      })),
      timestamp: new Date().toISOString(),
      reportingMTA: 'dns; amazonses.com',
    },
    mail: mailObject(mail),
  };
}

function complaintEvent(mail: StoredMail, addresses: string[]) {
  return {
    eventType: 'Complaint',
    complaint: {
      feedbackId: randomUUID(),
      complainedRecipients: addresses.map((emailAddress) => ({ emailAddress })),
      timestamp: new Date().toISOString(),
      userAgent: 'Amazon SES Mailbox Simulator',
      complaintFeedbackType: 'abuse',
      arrivalDate: new Date().toISOString(),
    },
    mail: mailObject(mail),
  };
}

/** The SNS notification Lambda receives from the topic, with SES's event as its Message. */
function snsEvent(message: unknown): SNSEvent {
  const messageId = randomUUID();
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${LOCAL_EMAIL_EVENTS_TOPIC}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: messageId,
          TopicArn: LOCAL_EMAIL_EVENTS_TOPIC,
          Subject: '',
          Message: JSON.stringify(message),
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          Signature: 'local',
          SigningCertUrl: '',
          UnsubscribeUrl: '',
          MessageAttributes: {},
        },
      },
    ],
  };
}
