import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../lib/format';
import styles from './forums.module.css';
import { HeartIcon } from './icons';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** What is liked, for screen readers ("post", "reply by Asha Rao"), in the page's language. */
  what: string;
  onToggle: () => void;
  busy?: boolean;
}

/** A like toggle: pressed when the signed-in user likes it, with the exact count. */
export function LikeButton({ liked, count, what, onToggle, busy = false }: LikeButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.like}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <HeartIcon className={styles.likeIcon} />
      <span className="sr-only">{t`Like ${what}, `}</span>
      <span>{formatCount(count)}</span>
      <span className="sr-only">{plural(count, { one: ' like', other: ' likes' })}</span>
    </button>
  );
}
