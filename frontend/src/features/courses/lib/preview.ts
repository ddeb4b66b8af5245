import type { Module } from '@academy/shared';

/** What Preview Course plays: the first module, whose link the preview route gives (the course answer has none). */
export type PreviewSource = { moduleTitle: string };

/**
 * The module the Preview Course modal plays: the first one (lowest `order`, spec part 2 §2), if it has a
 * video. Its address, uploaded or not, comes from GET /api/courses/{id}/preview when the dialog opens: the
 * course answer carries no lesson addresses for visitors who have not enrolled.
 */
export function previewOf(
  modules: readonly Pick<Module, 'order' | 'title' | 'hasVideo'>[],
): PreviewSource | null {
  if (modules.length === 0) return null;
  const first = modules.reduce((a, b) => (b.order < a.order ? b : a));
  return first.hasVideo ? { moduleTitle: first.title } : null;
}

/** Total minutes of the modules (the list may be empty). */
export const totalMinutesOf = (modules: readonly Pick<Module, 'duration'>[]) =>
  modules.reduce((sum, m) => sum + m.duration, 0);
