import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import kit from '../../../../components/ui/public-blocks.module.css';
import { currentSectionId, scrollToSection } from '../../lib/scroll';
import styles from './jump-bar.module.css';

/** The course page's sections, in order, as the jump bar names them (spec part 2 §2). */
export const COURSE_SECTIONS = [
  { id: 'about', label: msg`About Course` },
  { id: 'overview', label: msg`Course Overview` },
  { id: 'outcomes', label: msg`Learning Outcomes` },
  { id: 'highlights', label: msg`Highlights` },
  { id: 'curriculum', label: msg`Curriculum` },
  { id: 'tools', label: msg`Tools & Tech` },
  { id: 'instructors', label: msg`Instructors` },
  { id: 'alumni', label: msg`Alumni Speaks` },
  { id: 'admission', label: msg`Admission Process` },
  { id: 'companies', label: msg`Dream Companies` },
  { id: 'fee', label: msg`Fee & Registration` },
  { id: 'faqs', label: msg`FAQs` },
] as const;

export type CourseSectionId = (typeof COURSE_SECTIONS)[number]['id'];

/** The section the page is showing, updated on scroll (one measurement per frame at most). */
function useCurrentSection(): [string | null, (id: string | null) => void] {
  const [current, setCurrent] = useState<string | null>(null);
  const held = useRef(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (held.current) return;
      const tops = COURSE_SECTIONS.flatMap(({ id }) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom =
        window.scrollY > 0 &&
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setCurrent(currentSectionId(tops, { atBottom }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // A jump holds its choice until the scroll it started has settled (else the page bottom would win), or
    // until the visitor scrolls themselves.
    const release = () => {
      held.current = false;
    };
    const passive = { passive: true };
    const listeners: [keyof WindowEventMap, () => void, AddEventListenerOptions?][] = [
      ['scroll', onScroll, passive],
      ['resize', onScroll, passive],
      ['scrollend', release],
      ['wheel', release, passive],
      ['touchstart', release, passive],
      ['keydown', release],
    ];
    // First measured in the next frame, once the browser has laid the page out anyway: measured here,
    // it would lay the whole page out inside the task that renders it.
    frame = requestAnimationFrame(measure);
    for (const [type, listener, options] of listeners) window.addEventListener(type, listener, options);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    };
  }, []);
  const choose = (id: string | null) => {
    held.current = id !== null;
    setCurrent(id);
  };
  return [current, choose];
}

/**
 * The sticky jump bar: twelve links that scroll to their section with a 100 px offset (instantly for
 * reduced motion) and move focus there, and show which section is on screen. On narrow screens the bar
 * scrolls sideways inside itself and keeps the current entry in view.
 */
export function JumpBar() {
  const { i18n } = useLingui();
  const [current, choose] = useCurrentSection();
  const listRef = useRef<HTMLUListElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const link = current ? list.querySelector<HTMLElement>(`[data-section="${current}"]`) : null;
    if (!link) {
      // A new bar already starts at the left; scrolling it there would lay the page out while it renders.
      if (mounted.current) list.scrollTo({ left: 0 });
      mounted.current = true;
      return;
    }
    mounted.current = true;
    const left = link.offsetLeft - list.offsetLeft;
    const right = left + link.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: 'auto' });
    }
  }, [current]);

  return (
    <nav className={styles.bar} aria-label={i18n._(msg`Course sections`)}>
      <div className={`container ${styles.inner}`}>
        <ul ref={listRef} className={`${kit.bare} ${styles.list}`}>
          {COURSE_SECTIONS.map(({ id, label }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                data-section={id}
                className={`${kit.inline} ${styles.link}`}
                aria-current={current === id ? 'true' : undefined}
                onClick={(event) => {
                  const section = document.getElementById(id);
                  if (!section) return;
                  event.preventDefault();
                  choose(id);
                  scrollToSection(section);
                  section.focus({ preventScroll: true });
                  history.replaceState(history.state, '', `#${id}`);
                }}
              >
                {i18n._(label)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
