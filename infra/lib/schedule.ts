import type { ScheduleDef } from '@academy/shared';
import { Duration } from 'aws-cdk-lib';
import { Schedule as EventSchedule, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { AcademyFunction, type AcademyResources } from './academy-function';
import type { FunctionRoles } from './function-roles';
import { pascal } from './paths';

export interface ScheduleProps {
  /** The `schedules` of shared/src/schedules.ts. */
  readonly schedules: readonly ScheduleDef[];
  readonly resources: AcademyResources;
  /** The schedule's execution roles, one per grant set. */
  readonly roles: FunctionRoles;
}

/**
 * One EventBridge rate rule per scheduled job, each invoking its own function with its grants (the role shared
 * by the functions with the same grant set). A job whose
 * handler module does not exist fails the synth, like a route would: better a red build than a silent gap.
 */
export class Schedule extends Construct {
  readonly functions: Record<string, AcademyFunction> = {};
  readonly rules: Record<string, Rule> = {};

  constructor(scope: Construct, id: string, props: ScheduleProps) {
    super(scope, id);
    for (const job of props.schedules) {
      const name = pascal(job.id);
      const fn = new AcademyFunction(this, `${name}Function`, {
        handlerModule: job.handler,
        grants: job.grants,
        resources: props.resources,
        roles: props.roles,
        description: job.description,
        // A batch job, not an API call: it may take longer than a request.
        timeout: Duration.minutes(1),
      });
      this.functions[job.id] = fn;
      this.rules[job.id] = new Rule(this, `${name}Rule`, {
        description: job.description,
        schedule: EventSchedule.rate(Duration.minutes(job.everyMinutes)),
        // A missed run is covered by the next one; retry briefly, never past the next tick.
        targets: [
          new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.minutes(job.everyMinutes) }),
        ],
      });
    }
  }
}
