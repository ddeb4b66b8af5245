import type { Context } from 'aws-lambda';

/** Time kept back from the Lambda's remaining time: one page's work plus the progress write. */
const SAFETY_MS = 10_000;
/** The budget when no Lambda context says (the local scheduler, tests): well inside the 5-minute rate. */
export const DEFAULT_BUDGET_MS = 50_000;

/**
 * Milliseconds a scheduled run may spend: the Lambda's remaining time less a safety margin (at least a second),
 * or the default without a context.
 */
export function runBudgetMs(context?: Pick<Context, 'getRemainingTimeInMillis'>): number {
  const remaining = context?.getRemainingTimeInMillis?.();
  return remaining ? Math.max(1000, remaining - SAFETY_MS) : DEFAULT_BUDGET_MS;
}
