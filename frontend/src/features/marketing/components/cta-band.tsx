import { type ReactNode, useId } from 'react';
import type { HeroAccent } from '../../../components/ui';
import hero from '../../../components/ui/page-hero.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import { textOf } from '../../../components/ui/site-text';
import styles from './marketing.module.css';

/** The closing call to action of a marketing page: a gradient panel with a heading, a line and buttons. */
export function CtaBand({
  title,
  text,
  actions,
  accent = 'indigo',
}: {
  title: string;
  text: ReactNode;
  actions: ReactNode;
  accent?: HeroAccent;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className="container">
        <div className={`${styles.cta} ${accents[accent]}`}>
          <div className={`${kit.stack} ${styles.ctaText}`}>
            <h2 id={headingId} className={textOf('3xl')}>
              {title}
            </h2>
            <p>{text}</p>
          </div>
          <div className={`${hero.actions} ${styles.ctaActions}`}>{actions}</div>
        </div>
      </div>
    </section>
  );
}
