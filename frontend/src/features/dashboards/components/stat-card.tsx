import type { ComponentType, ReactNode, SVGProps } from 'react';
import styles from './dashboard-layout.module.css';

interface StatProps {
  label: string;
  /** The figure; null while it loads or when it could not be loaded. */
  value: string | null;
  /** A real secondary figure or a plain description under the value. */
  note?: ReactNode;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: 'blue' | 'teal' | 'indigo' | 'purple' | 'amber' | 'green';
  loading: boolean;
  /** For the browser tests: `stat-<name>` on the value. */
  testId: string;
  /** `card`: a card of a stats row; `tile`: a compact figure inside a section. */
  variant?: 'card' | 'tile';
}

/** One figure of a dashboard's stats row. A figure that could not be loaded shows a dash, never a made-up 0. */
export function StatCard({
  label,
  value,
  note,
  icon: Icon,
  tone,
  loading,
  testId,
  variant = 'card',
}: StatProps) {
  return (
    <div className={variant === 'card' ? styles.stat : styles.statTile}>
      <dl className={styles.statText}>
        <dt className={styles.statLabel}>
          <span className={`${styles.statIcon} ${styles[`tone-${tone}`]}`}>
            <Icon aria-hidden="true" />
          </span>
          <span>{label}</span>
        </dt>
        <dd className={styles.statValue} data-testid={testId}>
          {loading ? (
            <span className={`${styles.skeleton} ${styles.skeletonValue}`} aria-hidden="true" />
          ) : value === null ? (
            <>
              <span aria-hidden="true">–</span>
              <span className="sr-only">Not available</span>
            </>
          ) : (
            value
          )}
        </dd>
        {note && !loading && value !== null && <dd className={styles.statNote}>{note}</dd>}
      </dl>
    </div>
  );
}

/** A row of stat cards that wraps to fewer columns on narrow screens. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={styles.statGrid}>
      {children}
    </section>
  );
}
