import type { Level } from '@academy/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { levelLabel } from '../lib/labels';

const tones: Record<Level, BadgeTone> = { beginner: 'green', intermediate: 'blue', advanced: 'purple' };

/** A course level as a coloured badge: green beginner, blue intermediate, purple advanced. */
export function LevelBadge({ level }: { level: Level }) {
  return <Badge tone={tones[level]}>{levelLabel(level)}</Badge>;
}
