import type { IconTone } from '../../../components/ui/site-icon-badge';
import { initialsOf } from '../../../lib/format';
import styles from './marketing.module.css';

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
      className={[styles.avatar, styles[`avatar-${tone}`], size === 'lg' && styles.avatarLg]
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
