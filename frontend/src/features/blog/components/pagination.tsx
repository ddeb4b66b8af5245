import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { pageNumbers } from '../lib/list-query';
import styles from './blog.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Previous or Next: a link, or where there is no such page a dimmed stand-in hidden from assistive technology. */
function PageStep({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <Link to={to} className={`${kit.inline} ${styles.pageStep}`}>
      {children}
    </Link>
  ) : (
    <span className={`${kit.inline} ${styles.pageStep} ${styles.pageStepDisabled}`} aria-hidden="true">
      {children}
    </span>
  );
}

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
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Blog pages`} className={styles.pagination}>
      <PageStep to={page > 1 ? hrefFor(page - 1) : null}>
        <ChevronLeftIcon /> <Trans>Previous</Trans>
      </PageStep>
      <ul className={`${kit.bare} ${styles.pageList}`}>
        {pageNumbers(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className={`${styles.pageGap} ${textOf('subtle')}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                className={`${kit.inline} ${styles.pageNumber}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      <PageStep to={page < pageCount ? hrefFor(page + 1) : null}>
        <Trans>Next</Trans> <ChevronRightIcon />
      </PageStep>
    </nav>
  );
}
