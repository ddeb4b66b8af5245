import type { ImgHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import card from '../../../components/ui/public-card.module.css';
import { textOf } from '../../../components/ui/site-text';
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH } from '../constants';
import type { BlogArticle } from '../lib/types';
import { ArticleBadges } from './article-badges';
import { ArticleDates } from './article-dates';
import styles from './blog.module.css';

/** An article's picture at its stated size (no layout shift); how it loads is the caller's. */
export function ArticleImage({
  article,
  ...rest
}: { article: BlogArticle } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  return (
    <img
      src={article.image}
      alt={article.imageAlt}
      width={BLOG_IMAGE_WIDTH}
      height={BLOG_IMAGE_HEIGHT}
      {...rest}
    />
  );
}

/**
 * An article in a list: art, category, title (the link; the whole card is clickable through it),
 * excerpt, author, date and read time.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  eager = false,
}: {
  article: BlogArticle;
  headingLevel?: 2 | 3;
  /** Load the image at once (cards in the first screenful). */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <ArticleImage
        article={article}
        className={styles.cardImage}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <ArticleBadges article={article} />
        <Heading className={textOf('lg', 'snug')}>
          <Link to={`/blog/${article.id}`} className={styles.cardLink}>
            {article.title}
          </Link>
        </Heading>
        <p className={`${textOf('sm', 'muted')} ${card.clamp} ${styles.cardExcerpt}`}>{article.excerpt}</p>
        <div className={`${styles.cardFooter} ${textOf('sm')}`}>
          <p className={textOf('semibold')}>{article.author.name}</p>
          <p className={`${styles.cardMeta} ${textOf('muted')}`}>
            <ArticleDates article={article} />
          </p>
        </div>
      </div>
    </article>
  );
}
