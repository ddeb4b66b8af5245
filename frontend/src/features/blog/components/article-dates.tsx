import { Trans } from '@lingui/react/macro';
import { CalendarIcon } from '../../../components/icons/icons';
import kit from '../../../components/ui/public-blocks.module.css';
import { formatCalendarDate } from '../../../lib/format';
import type { BlogArticle } from '../lib/types';
import styles from './blog.module.css';
import { ClockIcon } from './icons';

/** An article's publishing date and read time, each after its icon (in a card's footer and the byline). */
export function ArticleDates({ article }: { article: BlogArticle }) {
  const { readTime } = article;
  return (
    <>
      <span className={`${kit.inline} ${styles.metaItem}`}>
        <CalendarIcon />
        <time dateTime={article.publishDate}>{formatCalendarDate(article.publishDate)}</time>
      </span>
      <span className={`${kit.inline} ${styles.metaItem}`}>
        <ClockIcon />
        <Trans>{readTime} min read</Trans>
      </span>
    </>
  );
}
