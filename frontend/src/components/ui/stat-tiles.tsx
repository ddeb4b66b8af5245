import type { CSSProperties, ReactNode } from 'react';
import { Card } from './card';
import { layoutOf } from './kit-layout';
import type { HeroAccent } from './page-hero';
import accents from './site-accent.module.css';
import { textOf } from './site-text';
import styles from './stat-tiles.module.css';

export interface StatTile {
  label: string;
  /** The figure, formatted ('–' while it is unknown). */
  value: ReactNode;
  icon: ReactNode;
  accent: HeroAccent;
}

interface StatTilesProps {
  /** The list's accessible name ("Course counts"). */
  label: string;
  tiles: readonly StatTile[];
  /**
   * On smaller screens: `grid`, two to a row below desktop and the icon over the figure on a phone; `list`, one
   * under another on a phone.
   */
  narrow?: 'grid' | 'list';
}

/** The counts over a management list, each a card with an icon on an accent gradient, its figure and label. */
export function StatTiles({ label, tiles, narrow = 'grid' }: StatTilesProps) {
  return (
    <ul
      className={`${styles.stats} ${styles[narrow]}`}
      style={{ '--stat-columns': tiles.length } as CSSProperties}
      aria-label={label}
    >
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Card className={styles.stat}>
            <span className={`${styles.icon} ${accents[tile.accent]}`}>{tile.icon}</span>
            <span className={layoutOf('stack', undefined, 'shrink')}>
              <span className={styles.value}>{tile.value}</span>
              <span className={textOf('sm', 'muted')}>{tile.label}</span>
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
