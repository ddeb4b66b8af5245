import { CalendarIcon } from '../../../components/icons/icons';
import { formatCalendarDate } from '../../../lib/format';
import type { BlogArticle } from '../lib/types';
import styles from './blog.module.css';
import { ClockIcon } from './icons';

/** An article's publishing date and read time, each after its icon (in a card's footer and the byline). */
export function ArticleDates({ article }: { article: BlogArticle }) {
  return (
    <>
      <span className={styles.metaItem}>
        <CalendarIcon className={styles.metaIcon} />
        <time dateTime={article.publishDate}>{formatCalendarDate(article.publishDate)}</time>
      </span>
      <span className={styles.metaItem}>
        <ClockIcon className={styles.metaIcon} />
        {article.readTime} min read
      </span>
    </>
  );
}
