import type { ReactNode } from 'react';
import styles from './page-hero.module.css';
import accents from './site-accent.module.css';
import { textOf } from './site-text';

export type HeroAccent = 'blue' | 'teal' | 'indigo' | 'purple';

interface PageHeroProps {
  /** The page's one h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  accent?: HeroAccent;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Anything else under the lead (a search box, facts). */
  children?: ReactNode;
  /** Optional id for the h1, e.g. to label the section. */
  titleId?: string;
}

/**
 * The full-width gradient band that opens a public page (marketing, help, blog): eyebrow, h1, lead and
 * actions in white on one of the four accent gradients (white text meets AA on every stop).
 */
export function PageHero({
  title,
  eyebrow,
  lead,
  accent = 'blue',
  actions,
  children,
  titleId,
}: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${accents[accent]}`} aria-labelledby={titleId}>
      <div className={`container ${styles.inner}`}>
        {eyebrow && <p className={`${styles.eyebrow} ${textOf('sm', 'semibold')}`}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={`${styles.lead} ${textOf('lg')}`}>{lead}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
        {children}
      </div>
    </section>
  );
}
