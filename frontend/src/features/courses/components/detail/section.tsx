import type { ReactNode } from 'react';
import kit from '../../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../../components/ui/site-text';
import { i18n } from '../../../../lib/i18n';
import { COURSE_SECTIONS, type CourseSectionId } from './jump-bar';
import styles from './sections.module.css';

/**
 * One section of the course page, named like its jump-bar entry. Focusable from script only, so a jump
 * moves keyboard and screen-reader users there too.
 */
export function Section({
  id,
  intro,
  tone = 'plain',
  children,
}: {
  id: CourseSectionId;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  const entry = COURSE_SECTIONS.find((s) => s.id === id);
  const label = entry ? i18n._(entry.label) : id;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={`${styles.section} ${tone === 'tinted' ? kit.tinted : ''}`}
    >
      <div className={`container ${kit.stack} ${styles.sectionInner}`}>
        <div className={kit.stack}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {label}
          </h2>
          {intro && <p className={`${textOf('lg', 'muted')} ${styles.sectionIntro}`}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * A section that is one list of cards or tiles (kit's `fit`: as many to a row as fit; `cols`: set columns), each
 * item drawn by `children`.
 */
export function ListSection<T>({
  items,
  layout,
  className,
  ordered = false,
  label,
  children,
  ...section
}: {
  id: CourseSectionId;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  items: readonly T[];
  layout: 'fit' | 'cols';
  className: string | undefined;
  /** An ol: the order matters (steps). */
  ordered?: boolean;
  /** Names the list for assistive technology. */
  label?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Section {...section}>
      <List className={`${kit.bare} ${kit[layout]} ${className}`} aria-label={label}>
        {items.map(children)}
      </List>
    </Section>
  );
}

/** The course's own entries of a section, or the standard ones when it has none. */
export const orStandard = <T,>(own: readonly T[], standard: readonly T[]): readonly T[] =>
  own.length > 0 ? own : standard;
