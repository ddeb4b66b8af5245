import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import styles from './kit-list.module.css';
import { ItemList, ListSection } from './list';
import { textOf } from './site-text';

/** The count over or under a list ("3 unread", "12 students"), quieter than the text around it. */
export function ListSummary(props: ComponentProps<'p'>) {
  return <p {...props} className={`${styles.summary} ${textOf('muted', 'medium')}`} />;
}

/** A paged list's infinite query, as far as reading on goes. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  /** The list's infinite query: the button shows while it has another page, and reads it on click. */
  pages: NextPages;
}

/** Load more, centred under a paged list, busy while the next page loads. */
export function LoadMore({ pages }: LoadMoreProps) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={styles.more}>
      <NextPageButton pages={pages} variant="secondary">
        <Trans>Load more</Trans>
      </NextPageButton>
    </div>
  );
}

/** A paged list in a card: its title and count over the rows, Load more under them while there is another page. */
export function PagedListCard({
  title,
  meta,
  pages,
  children,
}: {
  title: string;
  meta: ReactNode;
  pages: NextPages;
  children: ReactNode;
}) {
  return (
    <Card>
      <ListSection title={title} meta={meta}>
        <ItemList>{children}</ItemList>
      </ListSection>
      <LoadMore pages={pages} />
    </Card>
  );
}

type NextPageButtonProps = LoadMoreProps &
  Omit<ComponentProps<typeof Button>, 'busy' | 'busyText' | 'onClick'>;

/**
 * The button that reads a paged list's next page ("More students", "Load more replies"), where the screen puts
 * it: shown while there is one, busy ("Loading...") while it loads.
 */
export function NextPageButton({ pages, ...rest }: NextPageButtonProps) {
  const { t } = useLingui();
  if (!pages.hasNextPage) return null;
  return (
    <Button
      busy={pages.isFetchingNextPage}
      busyText={t`Loading...`}
      onClick={() => void pages.fetchNextPage()}
      {...rest}
    />
  );
}
