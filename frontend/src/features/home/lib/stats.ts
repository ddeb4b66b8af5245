/** One animated statistic: counts up by `step` per tick until it reaches `target` (spec part 2 §9). */
export interface CountUp {
  target: number;
  step: number;
}

const decimalsOf = (n: number) => (Number.isInteger(n) ? 0 : (String(n).split('.')[1]?.length ?? 0));

/** Ticks until the target is shown: 15000 by 500 → 30, 85 by 2 → 43, 3.5 by 0.1 → 35. */
export const ticksToReach = ({ target, step }: CountUp) => Math.ceil(Number((target / step).toFixed(6)));

/**
 * The value after `tick` ticks: tick × step, never past the target, rounded to the step's decimals so
 * 0.1 steps read 0.3 rather than 0.30000000000000004.
 */
export function countUpValue(tick: number, { target, step }: CountUp): number {
  if (tick <= 0) return 0;
  const decimals = Math.max(decimalsOf(step), decimalsOf(target));
  return Math.min(target, Number((tick * step).toFixed(decimals)));
}
