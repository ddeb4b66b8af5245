import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeftIcon, BookIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import accents from '../../../components/ui/site-accent.module.css';
import layout from '../../../components/ui/site-layout.module.css';
import message from '../../../components/ui/site-message.module.css';
import prose from '../../../components/ui/site-prose.module.css';
import { textOf } from '../../../components/ui/site-text';
import { BLOG_COMMENT_COUNT } from '../../../lib/constants';
import { initialsOf } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { ArticleBadges } from '../components/article-badges';
import { ArticleCard, ArticleImage } from '../components/article-card';
import { ArticleDates } from '../components/article-dates';
import styles from '../components/blog.module.css';
import { CommentIcon, TagIcon } from '../components/icons';
import { LikeButton } from '../components/like-button';
import { BLOG_RELATED_COUNT } from '../constants';
import { articles, findArticle } from '../data/articles';
import { relatedArticles } from '../lib/list-query';
import type { ArticleBlock, BlogArticle } from '../lib/types';

function Block({ block }: { block: ArticleBlock }) {
  if (block.kind === 'heading') return <h2>{block.text}</h2>;
  if (block.kind === 'list')
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return <p>{block.text}</p>;
}

function BackToBlog() {
  return (
    <Link to="/blog" className={`${kit.inline} ${styles.backLink} ${textOf('semibold')}`}>
      <ArrowLeftIcon /> <Trans>Back to blog</Trans>
    </Link>
  );
}

function Article({ article }: { article: BlogArticle }) {
  usePageTitle(article.title);
  const related = relatedArticles(articles, article, BLOG_RELATED_COUNT);
  return (
    <>
      <article className={styles.article}>
        <header className={`container ${kit.stack} ${styles.articleHeader}`}>
          <BackToBlog />
          <ArticleBadges article={article} />
          <h1 className={styles.articleTitle}>{article.title}</h1>
          <p className={textOf('lg', 'muted')}>{article.excerpt}</p>
          <div className={`${kit.person} ${styles.byline}`}>
            <span
              className={`${accents.initials} ${accents.indigo} ${styles.authorAvatar}`}
              aria-hidden="true"
            >
              {initialsOf(article.author.name)}
            </span>
            <div className={styles.bylineText}>
              <p className={textOf('semibold')}>{article.author.name}</p>
              <p className={`${textOf('sm', 'muted')} ${styles.bylineMeta}`}>
                <span>{article.author.role}</span>
                <ArticleDates article={article} />
              </p>
            </div>
          </div>
        </header>

        <div className={`container ${styles.articleBodyWrap}`}>
          <ArticleImage article={article} className={styles.heroImage} fetchPriority="high" />
          <div className={`${styles.prose} ${prose.prose}`}>
            {article.content.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the body is static and never reordered
              <Block key={index} block={block} />
            ))}
          </div>

          <footer className={styles.articleFooter}>
            <div className={styles.tags}>
              <h2 className={`${kit.inline} ${textOf('base', 'semibold')}`}>
                <TagIcon /> <Trans>Tags</Trans>
              </h2>
              <ul className={`${layout.row} ${kit.bare}`}>
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/blog?q=${encodeURIComponent(tag)}`}
                      className={`${styles.tag} ${textOf('sm')}`}
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.engagement}>
              <LikeButton />
              <span className={`${kit.person} ${textOf('muted')}`}>
                <CommentIcon className={styles.likeIcon} />
                <span className={textOf('semibold', 'text')}>
                  <Plural value={BLOG_COMMENT_COUNT} one="# comment" other="# comments" />
                </span>
              </span>
            </div>
          </footer>
        </div>
      </article>

      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title" className={`${styles.relatedTitle} ${textOf('2xl')}`}>
              <Trans>Keep reading</Trans>
            </h2>
            <ul className={styles.grid}>
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

function ArticleNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Article not found`);
  return (
    <div className={`container ${message.message}`}>
      <span className={`${kit.icon} ${styles.notFoundIcon}`} aria-hidden="true">
        <BookIcon />
      </span>
      <h1 className={styles.articleTitle}>
        <Trans>Article not found</Trans>
      </h1>
      <p className={`${textOf('lg', 'muted')} ${styles.articleLead}`}>
        <Trans>We couldn't find that article. It may have been moved, or the link may be mistyped.</Trans>
      </p>
      <ButtonLink to="/blog" icon={<ArrowLeftIcon />}>
        <Trans>Back to blog</Trans>
      </ButtonLink>
    </div>
  );
}

/** Blog article (spec part 2 §2, §3): an unknown id shows a not-found message with a way back. */
export default function BlogArticlePage() {
  const { id } = useParams();
  const article = findArticle(id);
  // Keyed by id so the like toggle starts again on every article.
  return article ? <Article key={article.id} article={article} /> : <ArticleNotFound />;
}
