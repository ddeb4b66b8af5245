import { SCHEDULED_RUN_RETRIES, type ScheduleDef, schedules } from '@academy/shared';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { invokeHandler } from './handler-modules';

/** The event EventBridge hands a scheduled Lambda. */
export function scheduledEvent(schedule: ScheduleDef, time = new Date()) {
  return {
    version: '0',
    id: crypto.randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: 'local',
    time: time.toISOString(),
    region: process.env.AWS_REGION ?? 'ap-south-1',
    resources: [`local:rule/${schedule.id}`],
    detail: {},
  };
}

export async function runSchedule(schedule: ScheduleDef, time = new Date()): Promise<unknown> {
  return invokeHandler(schedule.handler, scheduledEvent(schedule, time));
}

/** Where a scheduled run that failed every attempt goes: an SQS queue, as the functions' on-failure destination. */
export interface FailureDestination {
  endpoint: string;
  queueUrl: string;
}

/**
 * Lambda's asynchronous invocation of a scheduled function, as EventBridge invokes it on AWS: the run, and when it
 * throws, up to SCHEDULED_RUN_RETRIES runs more (Lambda waits a minute, then two, between them; here they follow at
 * once); when every attempt failed, Lambda's invocation record (the request, the error, the attempts) is sent to
 * the on-failure destination, the failures queue, where an operator finds and redrives it (docs/operations.md).
 * `run` is the handler call (runSchedule by default).
 */
export async function invokeScheduled(
  schedule: ScheduleDef,
  destination: FailureDestination | undefined,
  run: (event: ReturnType<typeof scheduledEvent>) => Promise<unknown> = (event) =>
    runSchedule(schedule, new Date(event.time)),
  time = new Date(),
): Promise<{ ok: true; result: unknown } | { ok: false; error: Error; attempts: number }> {
  const event = scheduledEvent(schedule, time);
  let error: Error | undefined;
  let attempts = 0;
  while (attempts <= SCHEDULED_RUN_RETRIES) {
    attempts += 1;
    try {
      return { ok: true, result: await run(event) };
    } catch (e) {
      error = e instanceof Error ? e : new Error(String(e));
    }
  }
  const failed = error ?? new Error('failed');
  if (destination) {
    const record = {
      version: '1.0',
      timestamp: new Date().toISOString(),
      requestContext: {
        requestId: event.id,
        functionArn: `arn:aws:lambda:${event.region}:000000000000:function:${schedule.id}:$LATEST`,
        condition: 'RetriesExhausted',
        approximateInvokeCount: attempts,
      },
      requestPayload: event,
      responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
      responsePayload: { errorType: failed.name, errorMessage: failed.message },
    };
    const sqs = new SQSClient({ endpoint: destination.endpoint, region: event.region });
    await sqs.send(
      new SendMessageCommand({ QueueUrl: destination.queueUrl, MessageBody: JSON.stringify(record) }),
    );
  }
  return { ok: false, error: failed, attempts };
}

/** Runs every scheduled function on its rate, as the EventBridge rules do in AWS, failures kept in `destination`. */
export function startScheduler(onLog: (line: string) => void, destination?: FailureDestination) {
  const timers = (schedules as readonly ScheduleDef[]).map((schedule) =>
    setInterval(() => {
      invokeScheduled(schedule, destination)
        .then((outcome) =>
          onLog(
            outcome.ok
              ? `scheduled ${schedule.id}: ${JSON.stringify(outcome.result)}`
              : `scheduled ${schedule.id} failed ${outcome.attempts} times, kept in the failures queue: ${outcome.error.message}`,
          ),
        )
        .catch((error) => onLog(`scheduled ${schedule.id} failed: ${(error as Error).message}`));
    }, schedule.everyMinutes * 60_000),
  );
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
