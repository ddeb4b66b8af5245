/**
 * The early hero of a course page: the course hero painted from the course shell's first answer before the
 * app has arrived (course-page.ts), so the page's largest paint (the course art) does not wait for ~145 KB
 * of script. Its markup is React's own hero rendered at build time with a slot for each text
 * (renderHeroTemplates in src/entry-server.tsx, written into the course shell by build/prerender.ts).
 */

/** The element of the course shell that holds the templates (one `<template data-variant>` per shape). */
export const EARLY_HERO_TEMPLATES = 'early-hero-templates';
/** The early hero once shown: outside `#root`, over the course screen's spinner, until React's hero shows. */
export const EARLY_HERO = 'early-hero';
/** Dispatched on `document` once the early hero has painted, or when there is none to paint. */
export const EARLY_DONE_EVENT = 'academy:early-done';

/** A slot for a text of the hero in its template. */
export const EARLY_HERO_SLOT = (key: string) => `{@${key}@}`;
const SLOTS = /\{@(\w+)@\}/g;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The template's markup with each slot replaced by its text, escaped (a text is never read as markup). */
export function fillHeroTemplate(template: string, texts: Record<string, string>): string {
  return template.replace(SLOTS, (_, key: string) => escapeHtml(texts[key] ?? ''));
}

/** The template's variant for a hero with or without a preview, rated or not. */
export const heroVariant = (hasPreview: boolean, rated: boolean) =>
  `${hasPreview ? 'p' : ''}${rated ? 'r' : ''}`;

/** Takes the early hero off the page: React's hero (or another screen) is showing. */
export function removeEarlyHero() {
  if (typeof document !== 'undefined') document.getElementById(EARLY_HERO)?.remove();
}
