import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * The academy's business metrics (namespace `Academy`, dimension `service=academy`), written with Powertools
 * Metrics in CloudWatch's embedded metric format: one log line each, which CloudWatch turns into the metric. The
 * dashboard and the `WebhooksRejected` alarm read them (infra/lib/monitoring.ts, BUSINESS_METRICS there).
 */
export type BusinessMetric =
  | 'EnrollmentsCreated'
  | 'PaymentsCaptured'
  | 'PaymentsFailed'
  | 'WebhooksRejected'
  /** Refunds an admin approved (Razorpay accepted them). */
  | 'RefundsApproved'
  | 'RemindersSent'
  /** Mails SES took (notifications, chat mails, digests). */
  | 'EmailsSent'
  /** Addresses suppressed after a hard bounce or a complaint. */
  | 'EmailsSuppressed';

let metrics: Metrics | undefined;

/** Counts `value` of `name` now (published at once: a handler has no end-of-invocation hook here). */
export function countMetric(name: BusinessMetric, value = 1): void {
  if (value <= 0) return;
  metrics ??= new Metrics({ namespace: 'Academy', serviceName: 'academy' });
  metrics.addMetric(name, MetricUnit.Count, value);
  metrics.publishStoredMetrics();
}
