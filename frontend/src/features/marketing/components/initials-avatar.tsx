import accents from '../../../components/ui/site-accent.module.css';
import type { IconTone } from '../../../components/ui/site-icon-badge';
import { initialsOf } from '../../../lib/format';
import styles from './marketing.module.css';

/** The gradient behind each tone's initials (green and amber have none of their own). */
const avatarAccent = {
  blue: 'blue',
  teal: 'teal',
  indigo: 'indigo',
  green: 'indigo',
  purple: 'purple',
  amber: 'purple',
} as const;

/** A round avatar with a person's initials (no photos: invented people get no invented faces). */
export function InitialsAvatar({
  name,
  tone = 'indigo',
  size = 'md',
}: {
  name: string;
  tone?: IconTone;
  size?: 'md' | 'lg';
}) {
  return (
    <span
      className={[
        accents.initials,
        accents[avatarAccent[tone]],
        styles.avatar,
        size === 'lg' && styles.avatarLg,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
