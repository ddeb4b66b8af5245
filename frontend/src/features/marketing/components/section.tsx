import { type ReactNode, useId } from 'react';
import kit from '../../../components/ui/public-blocks.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import styles from './marketing.module.css';

interface SectionProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** `muted` gives the band a tinted background to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  /** Centre the heading block (the grids under it stay full width). */
  centered?: boolean;
  id?: string;
  children: ReactNode;
}

/** One band of a marketing page: an h2 with optional eyebrow and lead, then the content. */
export function Section({
  title,
  eyebrow,
  lead,
  tone = 'plain',
  centered = false,
  id,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, tone === 'muted' && `${kit.tinted} ${styles.muted}`]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="container">
        <div className={[styles.head, centered && styles.headCentered].filter(Boolean).join(' ')}>
          {eyebrow && <p className={blocks.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={`${styles.title} ${textOf('3xl')}`}>
            {title}
          </h2>
          {lead && <p className={textOf('lg', 'muted')}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
