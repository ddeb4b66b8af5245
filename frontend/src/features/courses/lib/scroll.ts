import { SECTION_SCROLL_OFFSET_PX } from '../../../lib/constants';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the page so the element's top sits SECTION_SCROLL_OFFSET_PX below the top of the window
 * (spec part 2 §9), smoothly unless the visitor asked for reduced motion.
 */
export function scrollToSection(element: HTMLElement) {
  placeSectionsAbove(element);
  const top = element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Lays out for good the elements before `element` that the browser skips while they are off screen
 * (`content-visibility: auto`, the course page's sections): skipped, they hold an estimated height, and
 * `element` would be placed from those estimates.
 */
function placeSectionsAbove(element: HTMLElement) {
  for (let node = element.previousElementSibling; node; node = node.previousElementSibling) {
    if (node instanceof HTMLElement && getComputedStyle(node).contentVisibility === 'auto') {
      node.style.contentVisibility = 'visible';
    }
  }
}

/**
 * Which section is current: the last one whose top has reached the offset line (with a little slack),
 * or the last section once the page cannot scroll further. Null above the first section.
 */
export function currentSectionId(
  sections: readonly { id: string; top: number }[],
  { atBottom, slack = 8 }: { atBottom: boolean; slack?: number },
): string | null {
  if (sections.length === 0) return null;
  if (atBottom) return sections[sections.length - 1]!.id;
  let current: string | null = null;
  for (const section of sections) {
    if (section.top - SECTION_SCROLL_OFFSET_PX <= slack) current = section.id;
    else break;
  }
  return current;
}
