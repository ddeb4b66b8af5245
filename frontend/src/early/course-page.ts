/**
 * The first script of a course page (`/courses/{id}`, served the course shell): small, classic and
 * self-contained (built on its own by build/prerender.ts and inline in the shell's head), so it runs long
 * before the app's code has arrived.
 *
 * 1. It asks for the course at once; the course screen takes that answer instead of asking again
 *    (takeEarlyCourse in src/features/courses/api/get-course.ts; the shape is EarlyCourse in
 *    src/early-types.ts). The request goes without a token, so it gets the public course (no lesson
 *    addresses or resource links). A draft answers 404 to it, and the screen then asks again with the
 *    visitor's token.
 * 2. As soon as it knows the course art it preloads it: the page's largest paint.
 * 3. It paints the course hero from the answer (the early hero, hero-template.ts) over the course screen's
 *    spinner, then tells the shell's start-after-paint script to start the app (EARLY_DONE_EVENT). A
 *    signed-in visitor's enrol button depends on their enrolment, so for them it is held invisible until
 *    React's hero shows.
 */
import type { Course } from '@academy/shared';
import { localeOfPath } from '@academy/shared/locale';
import { heroViewOf, previewOf } from '../features/courses/early';
import {
  EARLY_DONE_EVENT,
  EARLY_HERO,
  EARLY_HERO_TEMPLATES,
  fillHeroTemplate,
  heroVariant,
} from './hero-template';

declare global {
  interface Window {
    __earlyDone?: boolean;
  }
}

const done = () => {
  window.__earlyDone = true;
  document.dispatchEvent(new Event(EARLY_DONE_EVENT));
};

const parsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();

/**
 * Resolves once the browser reports a largest contentful paint of something inside `element` (the entry
 * comes once the frame is on screen, which on a slow device is well after it was drawn), or after
 * `PAINT_WAIT_MS` in any case; after a frame where the browser reports no such paints.
 */
const PAINT_WAIT_MS = 1500;
function painted(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];
    if (!types.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const mine = list
        .getEntries()
        .some((entry) => element.contains((entry as PerformanceEntry & { element?: Node }).element ?? null));
      if (!mine) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, PAINT_WAIT_MS);
  });
}

/** Paints the hero of `course` over the spinner; false when the shell has no template for it. */
async function show(course: Course): Promise<boolean> {
  await parsed();
  const holder = document.getElementById(EARLY_HERO_TEMPLATES);
  const main = document.getElementById('main');
  if (!holder || !main || !document.getElementById('root')?.dataset.prerendered) return false;
  const view = heroViewOf(course);
  const hasPreview = previewOf(course.modules ?? []) !== null;
  const template = holder.querySelector<HTMLTemplateElement>(
    `template[data-variant="${heroVariant(hasPreview, view.rated)}"]`,
  );
  const accents = JSON.parse(holder.dataset.accents ?? '{}') as Record<string, string>;
  if (!template) return false;

  const box = main.getBoundingClientRect();
  // A section, so the hero's <header> (outside <main> here) is not taken for a second page banner.
  const hero = document.createElement('section');
  hero.id = EARLY_HERO;
  hero.className = holder.dataset.pageClass ?? '';
  hero.style.cssText = `position:absolute;top:${box.top + window.scrollY}px;left:${box.left + window.scrollX}px;width:${box.width}px`;
  hero.innerHTML = fillHeroTemplate(template.innerHTML, {
    ...view,
    rated: String(view.rated),
    accent: accents[course.category] ?? accents[''] ?? '',
  });
  // React's hero shows a course without art as the tinted frame alone (CourseThumbnail), not an image.
  if (!view.thumbnail) hero.querySelector('img')?.remove();
  if (localStorage.getItem('token')) {
    const enrol = hero.querySelector<HTMLElement>('[data-enrol]');
    if (enrol) enrol.style.visibility = 'hidden';
  }
  const shown = painted(hero);
  document.body.append(hero);
  await shown;
  return true;
}

(() => {
  // In every language: `/hi/courses/{id}` is served the Hindi shell, whose templates are in Hindi.
  const id = /^\/courses\/([A-Za-z0-9_-]{1,64})\/?$/.exec(localeOfPath(window.location.pathname).path)?.[1];
  if (!id) {
    done();
    return;
  }
  const answer = fetch(`/api/courses/${id}`, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null) as Promise<{ course?: Course } | null>;
  window.__earlyCourse = { id, answer };
  answer
    .then(async (body) => {
      const course = body?.course;
      if (!course || course.id !== id) return;
      if (course.thumbnail) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = course.thumbnail;
        link.fetchPriority = 'high';
        document.head.append(link);
      }
      await show(course);
    })
    .catch(() => undefined)
    .finally(done);
})();
