import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import styles from './marketing.module.css';

export interface Stat {
  value: string;
  label: string;
}

/**
 * Headline figures. A description list so a screen reader hears the label then the figure; CSS shows
 * the figure first.
 */
export function StatList({ stats, onDark = false }: { stats: readonly Stat[]; onDark?: boolean }) {
  return (
    <dl className={[kit.cols, styles.stats, onDark && styles.statsOnDark].filter(Boolean).join(' ')}>
      {stats.map((stat) => (
        <div key={stat.label} className={`${card.card} ${styles.stat}`}>
          <dt className={`${kit.note} ${styles.statLabel}`}>{stat.label}</dt>
          <dd className={styles.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
