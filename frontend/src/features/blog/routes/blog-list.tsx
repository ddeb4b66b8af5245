import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons/icons';
import { Button, EmptyState, PageHero } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import { SiteSearchField } from '../../../components/ui/site-search-field';
import { BLOG_PAGE_SIZE } from '../../../lib/constants';
import { usePageTitle } from '../../../lib/use-page-title';
import { ArticleCard } from '../components/article-card';
import styles from '../components/blog.module.css';
import { CategoryFilter } from '../components/category-filter';
import { Pagination } from '../components/pagination';
import { ALL_CATEGORIES } from '../constants';
import { articles } from '../data/articles';
import { filterArticles, paginate, readListQuery, withFilter, withPage } from '../lib/list-query';

/** Cards in the first row load their art at once; the rest lazily. */
const EAGER_CARDS = 3;

/** Marks the address changes the search box makes as it is typed in. */
const FROM_SEARCH_BOX = { fromSearchBox: true } as const;
const isFromSearchBox = (state: unknown) =>
  typeof state === 'object' && state !== null && 'fromSearchBox' in state;

/**
 * Blog list (spec part 2 §2): search, category filter and pages of BLOG_PAGE_SIZE, with the state in
 * the address. With the six built-in articles there is one page, and the page links are hidden.
 */
export default function BlogListPage() {
  usePageTitle('Blog');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { query, category, page } = readListQuery(params);
  // The box owns its text while it is typed in: the address catches up a moment later (a navigation),
  // and a box bound to the address would drop keys typed in between. Any other change of address
  // (Clear filters, Back, a tag link from an article) sets the text from the address.
  const [searchText, setSearchText] = useState(query);
  useEffect(() => {
    if (!isFromSearchBox(location.state)) setSearchText(query);
  }, [location.state, query]);

  const matches = filterArticles(articles, { query: searchText, category });
  const current = paginate(matches, page, BLOG_PAGE_SIZE);
  const filtered = searchText.trim() !== '' || category !== ALL_CATEGORIES;

  // Filtering keeps the scroll position (typing must not jump to the top); page links scroll as usual.
  const search = (text: string) => {
    setSearchText(text);
    setParams(withFilter(params, { query: text }), {
      replace: true,
      preventScrollReset: true,
      state: FROM_SEARCH_BOX,
    });
  };
  const clearFilters = () => {
    setSearchText('');
    setParams(withFilter(params, { query: '', category: ALL_CATEGORIES }), { preventScrollReset: true });
  };

  const summary =
    matches.length === 0
      ? 'No articles match'
      : `${matches.length} ${matches.length === 1 ? 'article' : 'articles'}${filtered ? ' found' : ''}${
          current.pageCount > 1 ? `, page ${current.page} of ${current.pageCount}` : ''
        }`;

  return (
    <>
      <PageHero
        accent="indigo"
        eyebrow="Blog"
        title="Insights for your tech career"
        lead="Roadmaps, interview advice and industry know-how from our mentors and placement team."
      />

      <div className={`container ${styles.listPage}`}>
        <search className={styles.toolbar} aria-label="Search and filter articles">
          <SiteSearchField
            id="blog-search"
            label="Search articles"
            placeholder="Search by title, topic or tag"
            value={searchText}
            onChange={search}
            variant="plain"
          />
          <CategoryFilter
            value={category}
            onChange={(next) =>
              setParams(withFilter(params, { category: next }), { preventScrollReset: true })
            }
          />
        </search>

        <p className={`${kit.note} ${styles.summary}`} role="status">
          {summary}
        </p>

        {current.items.length > 0 ? (
          <ul className={styles.grid}>
            {current.items.map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<SearchIcon />}
            title="No articles found"
            headingLevel={2}
            description="Try a different search term, or choose another category."
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        )}

        <Pagination
          page={current.page}
          pageCount={current.pageCount}
          hrefFor={(n) => {
            const search = withPage(params, n).toString();
            return search ? `/blog?${search}` : '/blog';
          }}
        />
      </div>
    </>
  );
}
