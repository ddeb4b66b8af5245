import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ScheduleDef, schedules } from '@academy/shared';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/src');

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
  const module = await import(pathToFileURL(path.join(functionsDir, `${schedule.handler}.ts`)).href);
  return module.handler(scheduledEvent(schedule, time));
}

/** Runs every scheduled function on its rate, as the EventBridge rules do in AWS. */
export function startScheduler(onLog: (line: string) => void) {
  const timers = (schedules as readonly ScheduleDef[]).map((schedule) =>
    setInterval(() => {
      runSchedule(schedule)
        .then((result) => onLog(`scheduled ${schedule.id}: ${JSON.stringify(result)}`))
        .catch((error) => onLog(`scheduled ${schedule.id} failed: ${(error as Error).message}`));
    }, schedule.everyMinutes * 60_000),
  );
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
