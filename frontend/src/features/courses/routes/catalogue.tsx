import type { Category, Level } from '@academy/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons/icons';
import { Button, EmptyState } from '../../../components/ui';
import kit from '../../../components/ui/public-blocks.module.css';
import card from '../../../components/ui/public-card.module.css';
import { LoadError } from '../../../components/ui/public-load-error';
import { textOf } from '../../../components/ui/site-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCatalogue } from '../api/list-courses';
import {
  CatalogueSearch,
  CategoryTiles,
  FilterChips,
  LevelButtons,
  SortSelect,
} from '../components/catalogue-filters';
import { CourseCard } from '../components/course-card';
import { CourseCardSkeletons } from '../components/course-card-skeleton';
import { CATALOGUE_EAGER_THUMBNAILS, CATALOGUE_PAGE_SIZE, CATALOGUE_SKELETON_CARDS } from '../constants';
import { EMPTY_FILTERS, hasActiveFilters, withCategory, withoutFilter } from '../lib/catalogue';
import { coursesCount } from '../lib/labels';
import { useCatalogueParams } from '../lib/use-catalogue-params';
import styles from './catalogue.module.css';

/**
 * The full course catalogue, /courses (spec part 1 §2, §4): search over title and description, six
 * category tiles, difficulty once a category is chosen, sort, removable filter chips, Clear all and a
 * count. Every filter lives in the address. The server filters, orders and counts (GET /api/catalogue);
 * the screen shows a page of cards and "Load more courses" adds the next.
 */
export default function CataloguePage() {
  const { t } = useLingui();
  usePageTitle(t`Courses`);
  const [filters, setFilters] = useCatalogueParams();
  const catalogue = useCatalogue(filters, CATALOGUE_PAGE_SIZE);

  // The box shows what the visitor types; the address follows it (replacing, so Back is not flooded).
  // A navigation from elsewhere (the navbar search, Back, a chip, Clear all) puts its text in the box.
  const [text, setText] = useState(filters.search);
  const location = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each new history entry only
  useEffect(() => {
    if (navigationType !== 'REPLACE') setText(filters.search);
  }, [location.key]);

  const shown = catalogue.courses ?? [];
  const filtered = hasActiveFilters(filters);

  const onSearch = (value: string) => {
    setText(value);
    setFilters({ ...filters, search: value }, { replace: true });
  };
  const onCategory = (category: Category) => setFilters(withCategory(filters, category));
  const onLevel = (level: Level | null) => setFilters({ ...filters, level });
  const clearAll = () => setFilters(EMPTY_FILTERS);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={`container ${kit.stack} ${styles.headerInner}`}>
          <p className={kit.eyebrow}>
            <Trans>Course catalogue</Trans>
          </p>
          <h1 className={styles.title}>
            <Trans>Master New Skills</Trans>
          </h1>
          <p className={`${textOf('lg', 'muted')} ${styles.lead}`}>
            <Trans>
              Industry-built courses with live and recorded classes, mentors, projects and a certificate at
              the end. Learn at your pace, on any device.
            </Trans>
          </p>
          <CatalogueSearch value={text} onChange={onSearch} />
        </div>
      </header>

      <div className={`container ${kit.stack} ${styles.body}`}>
        <section aria-labelledby="catalogue-categories" className={`${kit.stack} ${styles.filters}`}>
          <h2 id="catalogue-categories" className={textOf('lg')}>
            <Trans>Browse by category</Trans>
          </h2>
          <CategoryTiles
            selected={filters.category}
            counts={catalogue.counts ?? null}
            onSelect={onCategory}
          />
          {filters.category && <LevelButtons selected={filters.level} onSelect={onLevel} />}
        </section>

        <section aria-labelledby="catalogue-results" className={`${kit.stack} ${styles.results}`}>
          <h2 id="catalogue-results" className="sr-only">
            <Trans>Courses</Trans>
          </h2>
          <div className={`${kit.spread} ${styles.toolbar}`}>
            <p className={textOf('lg', 'semibold')} role="status">
              {catalogue.total !== undefined
                ? coursesCount(catalogue.total)
                : catalogue.isError
                  ? ''
                  : t`Loading courses…`}
            </p>
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
          </div>
          {filtered && (
            <FilterChips
              filters={filters}
              onRemove={(key) => setFilters(withoutFilter(filters, key))}
              onClearAll={clearAll}
            />
          )}

          {catalogue.isPending ? (
            <div className={`${card.grid} ${styles.grid}`}>
              <CourseCardSkeletons count={CATALOGUE_SKELETON_CARDS} />
            </div>
          ) : catalogue.isError ? (
            <LoadError title={t`We couldn't load the courses`} onRetry={() => catalogue.refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState
              icon={<SearchIcon />}
              title={t`No courses found`}
              description={t`No course matches these filters. Try another search or category, or see everything we offer.`}
              action={
                <Button onClick={clearAll}>
                  <Trans>Show All Courses</Trans>
                </Button>
              }
            />
          ) : (
            <>
              <ul
                className={`${card.grid} ${styles.grid}`}
                aria-label={t`Matching courses`}
                aria-busy={catalogue.isUpdating || undefined}
              >
                {shown.map((course, i) => (
                  <li key={course.id} className={`${card.item} ${styles.item}`}>
                    <CourseCard course={course} eager={i < CATALOGUE_EAGER_THUMBNAILS} />
                  </li>
                ))}
              </ul>
              {catalogue.hasMore && (
                <div className={styles.more}>
                  <Button
                    variant="secondary"
                    busy={catalogue.isLoadingMore}
                    onClick={() => catalogue.showMore()}
                  >
                    <Trans>Load more courses</Trans>
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
