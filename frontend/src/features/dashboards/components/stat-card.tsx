import { Trans } from '@lingui/react/macro';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import badge from '../../../components/ui/badge.module.css';
import blocks from '../../../components/ui/public-blocks.module.css';
import site from '../../../components/ui/site-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import styles from './dashboard-layout.module.css';

/** One figure of a dashboard: what it counts, its value and the look of its icon. */
export interface StatFigure {
  label: string;
  /** The figure; null while it loads or when it could not be loaded. */
  value: string | null;
  /** A real secondary figure or a plain description under the value. */
  note?: ReactNode;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: 'blue' | 'teal' | 'indigo' | 'amber' | 'green';
  /** For the browser tests: `stat-<name>` on the value. */
  testId: string;
}

/** A figure from its parts in the order above, so that a dashboard's figures read as a table, one a line. */
export const figure = (
  label: string,
  value: string | null,
  icon: StatFigure['icon'],
  tone: StatFigure['tone'],
  testId: string,
  note?: ReactNode,
): StatFigure => ({ label, value, icon, tone, testId, note });

/** The icon's tint: the badge's colours, and the site's teal and indigo icon tones. */
const tones: Record<StatFigure['tone'], string | undefined> = {
  blue: badge.blue,
  teal: site['tone-teal'],
  indigo: site['tone-indigo'],
  amber: badge.amber,
  green: badge.green,
};

interface StatCardsProps {
  figures: readonly StatFigure[];
  loading: boolean;
  /** `card`: a card of a stats row; `tile`: a compact figure inside a section. */
  variant?: 'card' | 'tile';
}

/** A dashboard's figures, one card each. A figure that could not be loaded shows a dash, never a made-up 0. */
export function StatCards({ figures, loading, variant = 'card' }: StatCardsProps) {
  return figures.map(({ label, value, note, icon: Icon, tone, testId }) => (
    <div key={testId} className={variant === 'card' ? styles.stat : styles.statTile}>
      <dl className={styles.statText}>
        <dt className={styles.statLabel}>
          <span className={`${blocks.icon} ${styles.statIcon} ${tones[tone]}`}>
            <Icon aria-hidden="true" />
          </span>
          <span>{label}</span>
        </dt>
        <dd
          className={`${styles.statValue} ${textOf('2xl', 'bold', 'tight', 'tabular')}`}
          data-testid={testId}
        >
          {loading ? (
            <span className={`${styles.skeleton} ${styles.skeletonValue}`} aria-hidden="true" />
          ) : value === null ? (
            <>
              <span aria-hidden="true">–</span>
              <span className="sr-only">
                <Trans>Not available</Trans>
              </span>
            </>
          ) : (
            value
          )}
        </dd>
        {note && !loading && value !== null && (
          <dd className={`${styles.statNote} ${textOf('xs', 'subtle')}`}>{note}</dd>
        )}
      </dl>
    </div>
  ));
}

/** A stats row of cards that wraps to fewer columns on narrow screens. */
export function StatGrid({ label, ...cards }: StatCardsProps & { label: string }) {
  return (
    <section aria-label={label} className={styles.statGrid}>
      <StatCards {...cards} />
    </section>
  );
}
