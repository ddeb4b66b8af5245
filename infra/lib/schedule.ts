import { SCHEDULED_RUN_RETRIES, type ScheduleDef } from '@academy/shared';
import { Duration, NestedStack } from 'aws-cdk-lib';
import { Schedule as EventSchedule, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AcademyFunction, type AcademyResources } from './academy-function';
import { FunctionRoles } from './function-roles';
import { acknowledge } from './nag';
import { pascal } from './paths';

export interface ScheduleProps {
  /** The `schedules` of shared/src/schedules.ts. */
  readonly schedules: readonly ScheduleDef[];
  readonly resources: AcademyResources;
  /**
   * Whether a job's rule runs (a disabled rule is still deployed, so turning it on is a context change, not a new
   * resource): the mail jobs wait for an e-mail domain. @default every job
   */
  readonly enabled?: (job: ScheduleDef) => boolean;
}

/**
 * One EventBridge rate rule per scheduled job, each invoking its own function with its grants (the role shared
 * by the functions with the same grant set). A job whose
 * handler module does not exist fails the synth, like a route would: better a red build than a silent gap.
 *
 * Failures are kept (issue 36): a run that throws is run again SCHEDULED_RUN_RETRIES times by Lambda, then its
 * invocation record goes to the `ScheduledFailures` queue (the functions' on-failure destination), as does an
 * event EventBridge could not deliver (the rule target's dead-letter queue); the monitoring alarms on its depth,
 * and docs/operations.md says how to redrive. Runs never overlap: each handler holds a lease item while it works
 * (functions/src/lib/lease.ts).
 *
 * The queue is the application's one failures queue (`failures`): the event functions (./events.ts, issue 37) keep
 * their failed stream batches and SNS events there too. It keeps its construct id, so its logical id (and any
 * record in it) survives.
 *
 * The jobs' functions, rules and roles sit in a nested stack of their own (`ScheduledJobs`, issue 39), like the
 * routes' and the event functions', so that the application's stack keeps its room for routes; the queue stays in
 * the application's stack.
 */
export class Schedule extends Construct {
  readonly functions: Record<string, AcademyFunction> = {};
  readonly rules: Record<string, Rule> = {};
  /** Where failed runs (and failed stream batches and events, ./events.ts) are kept: 14 days, encrypted, TLS only. */
  readonly failures: Queue;
  /** The nested stack of the jobs' functions, rules and execution roles (one role per grant set). */
  readonly jobs: NestedStack;
  readonly roles: FunctionRoles;

  constructor(scope: Construct, id: string, props: ScheduleProps) {
    super(scope, id);
    this.failures = new Queue(this, 'ScheduledFailures', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(this.failures, {
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself where failures are kept (scheduled runs: Lambda on-failure destination and EventBridge DLQ; stream batches and SNS events: on-failure destination): nothing consumes it but an operator redriving (docs/operations.md).',
    });
    this.jobs = new NestedStack(this, 'ScheduledJobs', {
      description: 'Online learning academy: the scheduled jobs’ functions and their rules',
    });
    this.roles = new FunctionRoles(this.jobs, 'FunctionRoles', props.resources);
    for (const job of props.schedules) {
      const name = pascal(job.id);
      const fn = new AcademyFunction(this.jobs, `${name}Function`, {
        handlerModule: job.handler,
        grants: job.grants,
        resources: props.resources,
        roles: this.roles,
        description: job.description,
        // A batch job, not an API call: it may take longer than a request.
        timeout: Duration.minutes(1),
      });
      this.functions[job.id] = fn;
      // A run that throws: Lambda runs it again, then keeps the record in the failures queue (not a silent drop).
      fn.configureAsyncInvoke({
        retryAttempts: SCHEDULED_RUN_RETRIES,
        maxEventAge: Duration.hours(1),
        onFailure: new SqsDestination(this.failures),
      });
      this.rules[job.id] = new Rule(this.jobs, `${name}Rule`, {
        description: job.description,
        schedule: EventSchedule.rate(Duration.minutes(job.everyMinutes)),
        enabled: props.enabled?.(job) ?? true,
        // A missed delivery is covered by the next tick; retry briefly, never past it, then keep it.
        targets: [
          new LambdaFunction(fn, {
            retryAttempts: 2,
            maxEventAge: Duration.minutes(job.everyMinutes),
            deadLetterQueue: this.failures,
          }),
        ],
      });
    }
  }
}
