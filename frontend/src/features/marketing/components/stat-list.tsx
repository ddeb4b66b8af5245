import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import styles from './marketing.module.css';

export interface Stat {
  value: MessageDescriptor;
  label: MessageDescriptor;
}

/**
 * Headline figures. A description list so a screen reader hears the label then the figure; CSS shows
 * the figure first.
 */
export function StatList({ stats, onDark = false }: { stats: readonly Stat[]; onDark?: boolean }) {
  const { i18n } = useLingui();
  return (
    <dl className={[kit.cols, styles.stats, onDark && styles.statsOnDark].filter(Boolean).join(' ')}>
      {stats.map((stat) => (
        <div key={stat.label.id} className={`${card.card} ${styles.stat}`}>
          <dt className={`${textOf('sm', 'muted')} ${styles.statLabel} ${textOf('medium')}`}>
            {i18n._(stat.label)}
          </dt>
          <dd className={styles.statValue}>{i18n._(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
