import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { BLOG_INITIAL_LIKES } from '../../../lib/constants';
import styles from './blog.module.css';
import { HeartIcon } from './icons';

/**
 * The article's like toggle (spec part 2 §2, §9): starts at BLOG_INITIAL_LIKES, +1 while liked, back
 * when unliked. Local only: nothing is sent or stored. The button keeps one name and reports its state
 * with aria-pressed; the count beside it is announced politely.
 */
export function LikeButton() {
  const [liked, setLiked] = useState(false);
  const likes = BLOG_INITIAL_LIKES + (liked ? 1 : 0);
  return (
    <div className={kit.person}>
      <button
        type="button"
        className={`${kit.inline} ${styles.likeButton}`}
        aria-pressed={liked}
        onClick={() => setLiked((value) => !value)}
      >
        <HeartIcon filled={liked} className={styles.likeIcon} />
        <Trans>Like</Trans>
      </button>
      <span className={textOf('semibold', 'text')} aria-live="polite">
        <Plural value={likes} one="# like" other="# likes" />
      </span>
    </div>
  );
}
