import type { ComponentProps } from 'react';
import { Button } from './button';
import styles from './kit-list.module.css';

/** The count over or under a list ("3 unread", "12 students"), quieter than the text around it. */
export function ListSummary(props: ComponentProps<'p'>) {
  return <p {...props} className={styles.summary} />;
}

interface LoadMoreProps {
  /** The list's infinite query: the button shows while it has another page, and reads it on click. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}

/** Load more, centred under a paged list, busy while the next page loads. */
export function LoadMore({ pages }: LoadMoreProps) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={styles.more}>
      <Button
        variant="secondary"
        busy={pages.isFetchingNextPage}
        busyText="Loading..."
        onClick={() => void pages.fetchNextPage()}
      >
        Load more
      </Button>
    </div>
  );
}
