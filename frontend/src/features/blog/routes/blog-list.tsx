import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons/icons';
import { Button, EmptyState, PageHero } from '../../../components/ui';
import { SiteSearchField } from '../../../components/ui/site-search-field';
import { textOf } from '../../../components/ui/site-text';
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
  const { t } = useLingui();
  usePageTitle(t`Blog`);
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

  const count = matches.length;
  const found = filtered
    ? plural(count, { one: '# article found', other: '# articles found' })
    : plural(count, { one: '# article', other: '# articles' });
  const pageNumber = current.page;
  const { pageCount } = current;
  const summary =
    count === 0
      ? t`No articles match`
      : pageCount > 1
        ? t`${found}, page ${pageNumber} of ${pageCount}`
        : found;

  return (
    <>
      <PageHero
        accent="indigo"
        eyebrow={t`Blog`}
        title={t`Insights for your tech career`}
        lead={t`Roadmaps, interview advice and industry know-how from our mentors and placement team.`}
      />

      <div className={`container ${styles.listPage}`}>
        <search className={styles.toolbar} aria-label={t`Search and filter articles`}>
          <SiteSearchField
            id="blog-search"
            label={t`Search articles`}
            placeholder={t`Search by title, topic or tag`}
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

        <p className={`${textOf('sm', 'muted')} ${textOf('medium')}`} role="status">
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
            title={t`No articles found`}
            headingLevel={2}
            description={t`Try a different search term, or choose another category.`}
            action={
              <Button variant="secondary" onClick={clearFilters}>
                <Trans>Clear filters</Trans>
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
