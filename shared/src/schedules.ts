/**
 * Functions run on a timer: EventBridge rules in AWS (infra/lib/schedule.ts), a timer in the local
 * stack (infra/local/scheduler.ts). Each handler module exports `handler(event)`.
 */
export interface ScheduleDef {
  id: string;
  /** Handler module under functions/src, without extension. */
  handler: string;
  /** Minutes between runs. */
  everyMinutes: number;
  description: string;
  grants: readonly import('./route').Grant[];
}

/**
 * How often Lambda runs a failed scheduled invocation again before giving up on it and sending its record to the
 * failures queue (the functions' asynchronous invocation config, infra/lib/schedule.ts; the local scheduler plays it).
 */
export const SCHEDULED_RUN_RETRIES = 2;

export const schedules = [
  {
    id: 'sendSessionReminders',
    handler: 'live-sessions/send-reminders',
    everyMinutes: 5,
    description: 'Remind enrolled students of live sessions a day and an hour before they start',
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'resumeFanOuts',
    handler: 'fan-outs/resume-fan-outs',
    everyMinutes: 5,
    description: 'Finish the fan-outs of new sessions and assignments that a request left part-way',
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'sendChatEmails',
    handler: 'notifications/send-chat-emails',
    everyMinutes: 2,
    description:
      'Mail mentor chat messages their recipient has not read within 10 minutes (one mail per chat)',
    grants: ['table:read', 'table:write', 'email:send', 'email:token-secret'],
  },
  {
    id: 'sendDailyDigests',
    handler: 'notifications/send-digests',
    everyMinutes: 15,
    description:
      'From 08:00 IST, mail each person on the daily digest their unread notifications of the last day',
    grants: ['table:read', 'table:write', 'email:send', 'email:token-secret'],
  },
  {
    id: 'eraseAccounts',
    handler: 'privacy/erase-accounts',
    everyMinutes: 15,
    description:
      'Erase the accounts whose deletion is due (after the cooling-off period): every feature’s part, then the sign-in identity',
    // The submissions' files are in the videos bucket (functions/src/assignments/files.ts).
    grants: ['table:read', 'table:write', 'userpool:admin', 'certificates:write', 'videos:write'],
  },
] as const satisfies readonly ScheduleDef[];
