import type { Module } from '@academy/shared';

/**
 * The video the Preview Course modal plays: the first module's (lowest `order`), if it has one
 * (spec part 2 §2). Blank addresses count as none.
 */
export function previewVideoOf(modules: readonly Pick<Module, 'order' | 'videoUrl'>[]): string | null {
  if (modules.length === 0) return null;
  const first = modules.reduce((a, b) => (b.order < a.order ? b : a));
  const url = first.videoUrl?.trim();
  return url ? url : null;
}

/** Total minutes of the modules (the list may be empty). */
export const totalMinutesOf = (modules: readonly Pick<Module, 'duration'>[]) =>
  modules.reduce((sum, m) => sum + m.duration, 0);
