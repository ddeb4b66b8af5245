import type { ReactNode } from 'react';
import styles from './site-blocks.module.css';

export type IconTone = 'blue' | 'teal' | 'indigo' | 'purple' | 'amber' | 'green';

/** A tinted square holding a decorative icon, at the top of a feature card (marketing pages, help). */
export function IconBadge({ tone = 'blue', children }: { tone?: IconTone; children: ReactNode }) {
  return <span className={`${styles.iconBadge} ${styles[`tone-${tone}`]}`}>{children}</span>;
}
