import type { Module } from '@academy/shared';

/** What Preview Course plays: an address to play as is, or an uploaded video to ask the API a link for. */
export type PreviewSource = { moduleTitle: string } & (
  | { kind: 'external'; url: string }
  | { kind: 'uploaded' }
);

/**
 * The video the Preview Course modal plays: the first module's (lowest `order`, spec part 2 §2), if it has
 * one. An uploaded video wins over an address, as it does on the learning page; blank addresses count as none.
 */
export function previewOf(
  modules: readonly Pick<Module, 'order' | 'title' | 'videoUrl' | 'hasUploadedVideo'>[],
): PreviewSource | null {
  if (modules.length === 0) return null;
  const first = modules.reduce((a, b) => (b.order < a.order ? b : a));
  if (first.hasUploadedVideo) return { kind: 'uploaded', moduleTitle: first.title };
  const url = first.videoUrl?.trim();
  return url ? { kind: 'external', url, moduleTitle: first.title } : null;
}

/** Total minutes of the modules (the list may be empty). */
export const totalMinutesOf = (modules: readonly Pick<Module, 'duration'>[]) =>
  modules.reduce((sum, m) => sum + m.duration, 0);
