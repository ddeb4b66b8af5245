import type { Enrollment, Module, ModuleProgress } from '@academy/shared';
import {
  MAX_WATCHED_STEP_SECONDS,
  RESUME_END_MARGIN_SECONDS,
  RESUME_MIN_SECONDS,
  SECONDS_PER_HOUR,
  SECONDS_PER_MINUTE,
} from '../constants';

type Ordered = Pick<Module, 'id' | 'order' | 'title'>;

/** Modules in course order (`order`, then title, so equal orders stay stable). */
export function orderModules<M extends Ordered>(modules: readonly M[]): M[] {
  return [...modules].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

export const progressOf = (
  enrollment: Pick<Enrollment, 'progress'> | null | undefined,
  moduleId: string,
): ModuleProgress | undefined => enrollment?.progress.find((p) => p.moduleId === moduleId);

/**
 * Where the learner starts: the module they were last in while it is unfinished, else the first
 * unfinished module after the last completed one, else the first unfinished one, else the first.
 */
export function startModuleId(
  modules: readonly Ordered[],
  enrollment: Pick<Enrollment, 'progress' | 'lastModuleId'> | null | undefined,
  isCompleted: (moduleId: string) => boolean,
): string | undefined {
  const ordered = orderModules(modules);
  if (ordered.length === 0) return undefined;
  const last = enrollment?.lastModuleId;
  if (last && ordered.some((m) => m.id === last) && !isCompleted(last)) return last;
  let lastCompleted = -1;
  ordered.forEach((m, index) => {
    if (isCompleted(m.id)) lastCompleted = index;
  });
  const after = ordered.slice(lastCompleted + 1).find((m) => !isCompleted(m.id));
  return (after ?? ordered.find((m) => !isCompleted(m.id)) ?? ordered[0])?.id;
}

/** Watch time as shown (spec part 1 §9): seconds / 3600, rounded to hours. */
export const watchTimeHours = (seconds: number) =>
  Number.isFinite(seconds) ? Math.round(Math.max(0, seconds) / SECONDS_PER_HOUR) : 0;

/** Whole minutes watched, for the line under the hours while they still round to little. */
export const watchTimeMinutes = (seconds: number) =>
  Number.isFinite(seconds) ? Math.floor(Math.max(0, seconds) / SECONDS_PER_MINUTE) : 0;

/** The server's completion formula: completed modules over all modules, rounded, at most 100. */
export function completionPercent(completedCount: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completedCount / total) * 100));
}

/**
 * Seconds of watching between two readings of the player's time taken `elapsed` seconds apart: the
 * forward move when playback at `rate` could have made it (with a second of slack), nothing for a jump
 * (a seek) or a move backwards. The bound grows with the time between readings, so a tab whose timers
 * the browser slowed down still counts what played.
 */
export function watchedStep(previous: number, current: number, elapsed = 1, rate = 1): number {
  if (!Number.isFinite(previous) || !Number.isFinite(current)) return 0;
  const step = current - previous;
  const bound = Math.max(MAX_WATCHED_STEP_SECONDS, elapsed * Math.max(1, rate) + 1);
  return step > 0 && step <= bound ? step : 0;
}

/**
 * Where to resume a video of `duration` seconds saved at `saved` seconds: null to start at the
 * beginning (nothing saved, barely started, or at the very end).
 */
export function resumePoint(saved: number | undefined, duration: number): number | null {
  if (saved === undefined || !Number.isFinite(saved) || saved < RESUME_MIN_SECONDS) return null;
  if (!Number.isFinite(duration) || duration <= 0) return null;
  if (saved >= duration - RESUME_END_MARGIN_SECONDS) return null;
  return saved;
}

/** A module's length in seconds (the module duration is in minutes). */
export const moduleSeconds = (module: Pick<Module, 'duration'>) => Math.max(0, module.duration) * 60;
