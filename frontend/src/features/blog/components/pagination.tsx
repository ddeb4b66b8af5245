import { Link } from 'react-router-dom';
import { pageNumbers } from '../lib/list-query';
import styles from './blog.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/**
 * Page links for the list. Shown only when there is more than one page; the links keep the filters
 * (`hrefFor` builds each address).
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className={styles.pagination}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={styles.pageStep}>
          <ChevronLeftIcon /> Previous
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          <ChevronLeftIcon /> Previous
        </span>
      )}
      <ul className={styles.pageList}>
        {pageNumbers(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                className={styles.pageNumber}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={styles.pageStep}>
          Next <ChevronRightIcon />
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
          Next <ChevronRightIcon />
        </span>
      )}
    </nav>
  );
}
