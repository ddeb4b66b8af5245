import type { ComponentType, SVGProps } from 'react';
import { formatCount } from '../../lib/format';
import type { HeroAccent } from './page-hero';
import { StatTiles } from './stat-tiles';

/** One count over a management list: what it counts, the number (undefined until it is known), its look. */
export interface CountTile {
  label: string;
  value: number | undefined;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  accent: HeroAccent;
}

interface CountTilesProps {
  /** The list's accessible name ("User counts"). */
  label: string;
  counts: readonly CountTile[];
  narrow?: 'grid' | 'list';
}

/** StatTiles of counts: each number with Indian grouping ('–' until it is known), its icon hidden from readers. */
export function CountTiles({ counts, ...rest }: CountTilesProps) {
  const tiles = counts.map(({ value, icon: Icon, ...tile }) => ({
    ...tile,
    value: value === undefined ? '–' : formatCount(value),
    icon: <Icon aria-hidden="true" />,
  }));
  return <StatTiles {...rest} tiles={tiles} />;
}
