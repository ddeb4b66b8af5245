import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import card from './card.module.css';
import styles from './data-table.module.css';
import { LoadFailed } from './kit-load-failed';
import { PageLoading } from './page';
import { Spinner } from './spinner';

/** The filters' field widths: a search box takes the room, a choice stays narrow (both whole rows on a phone). */
export const filterField = { search: styles.search, choice: styles.choice } as const;

/** A management list in a card: children are its FilterBar, TableNotices, DataTable and TableFooter. */
export function TableCard({ children }: { children: ReactNode }) {
  return (
    <Card padding="none" className={styles.card}>
      {children}
    </Card>
  );
}

/**
 * The list's filters, a `search` landmark named by `label`: the top of a TableCard, or (`panel`) a card of its
 * own over a list of cards.
 */
export function FilterBar({
  label,
  panel = false,
  children,
}: {
  label: string;
  panel?: boolean;
  children: ReactNode;
}) {
  return (
    <search
      className={panel ? `${styles.filters} ${card.card} ${styles.panel}` : styles.filters}
      aria-label={label}
    >
      {children}
    </search>
  );
}

/** Success and error notices over the table, announced as they appear. */
export function TableNotices({ live = true, children }: { live?: boolean; children: ReactNode }) {
  return (
    <div className={styles.notices} aria-live={live ? 'polite' : undefined}>
      {children}
    </div>
  );
}

/** Where the table stands: dimmed (and aria-busy) while the rows are being read again. */
export function TableRegion({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.wrap} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

/**
 * The table's place as its query stands: the spinner while it loads, the failure (`failed` over `reason`, with Try
 * again) when it failed with no rows to show, `empty` when there are none, else the table in its TableRegion.
 */
export function TableQuery({
  query,
  count,
  loading,
  failed,
  reason,
  empty,
  busy,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The rows read so far. */
  count: number;
  loading: string;
  failed: string;
  reason: ReactNode;
  empty: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  if (query.isPending) return <PageLoading label={loading} />;
  if (query.isError && count === 0) {
    return (
      <TableNotices live={false}>
        <LoadFailed title={failed} onRetry={query.refetch}>
          {reason}
        </LoadFailed>
      </TableNotices>
    );
  }
  if (count === 0) return empty;
  return <TableRegion busy={busy}>{children}</TableRegion>;
}

/**
 * A table of records; below desktop each row becomes a card whose cells are labelled by their `data-label`
 * (the feature's class on the table lays the cells out in the row's grid).
 */
export function DataTable({ className, ...rest }: ComponentProps<'table'>) {
  return <table className={className ? `${styles.table} ${className}` : styles.table} {...rest} />;
}

/** A column of a table's head: its label, and a class (a numeric column's), or the label for screen readers only. */
export interface TableColumn {
  label: string;
  className?: string;
  srOnly?: boolean;
}

/** A table's caption for screen readers (where nothing on the page names it) and its row of column headers. */
export function TableHead({ caption, columns }: { caption?: string; columns: readonly TableColumn[] }) {
  return (
    <>
      {caption !== undefined && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

/** What a footer reads of the list's infinite query. */
interface PagedList {
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Under the table: what is shown on the left, with a spinner while `list` reads its pages again; on the right,
 * `children`, or Load more while `list` has another page.
 */
export function TableFooter({
  showing,
  list,
  children,
}: {
  showing: ReactNode;
  list?: PagedList;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.footer}>
      <p className={styles.showing}>
        {showing}
        {list?.isFetching && !list.isFetchingNextPage && <Spinner size="sm" label={t`Updating`} />}
      </p>
      {children ??
        (list?.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.loadMore}
            busy={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            <Trans>Load more</Trans>
          </Button>
        ))}
    </div>
  );
}
