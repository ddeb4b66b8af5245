import { PRIVACY_LIMITS } from '@academy/shared';

/** A day, for the export limit: the last 24 hours (a rolling window, the same for every time zone). */
export const EXPORT_LIMIT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Whether the person has asked for PRIVACY_LIMITS.exportsPerDay exports in the last 24 hours (failed ones count:
 * each read everything about them).
 */
export function exportLimitReached(exports: readonly { requestedAt: string }[], now: Date): boolean {
  const since = now.getTime() - EXPORT_LIMIT_WINDOW_MS;
  return exports.filter((e) => Date.parse(e.requestedAt) > since).length >= PRIVACY_LIMITS.exportsPerDay;
}

/** The name a downloaded archive is saved as: `academy-data-2026-11-28.zip` (the day it was ready, UTC). */
export const exportFileName = (readyAt: string) => `academy-data-${readyAt.slice(0, 10)}.zip`;
