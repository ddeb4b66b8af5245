import { inject } from 'vitest';

/**
 * Waits until everything written so far has reached its stream consumers (the stack's stream poller, Lambda's
 * event source mappings locally), the messages sent to the queues have been handled (the queue runner: an uploaded
 * video's transcoding tasks, done or in their dead-letter queue) and the mails sent have had their SES events
 * (bounces, complaints) handed over: then the mails are in the SES stand-in's store and the suppressions in the table. The handlers run in the
 * global setup's process; this asks it over HTTP (infra/local/settled.ts).
 */
export async function eventsSettled(): Promise<void> {
  const res = await fetch(inject('settledUrl'));
  if (!res.ok) throw new Error(`the local stack did not settle: ${res.status} ${await res.text()}`);
}
