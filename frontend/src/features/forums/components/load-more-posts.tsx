import { Button, EmptyState } from '../../../components/ui';
import { NextPageButton } from '../../../components/ui/kit-list';
import styles from './forums.module.css';
import { MessagesIcon } from './icons';

/** "Load more discussions" under a list of posts, while the server has another page. */
export function LoadMorePosts({
  posts,
}: {
  posts: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  return (
    <NextPageButton pages={posts} variant="secondary" className={styles.loadMorePosts}>
      Load more discussions
    </NextPageButton>
  );
}

/**
 * A search that matched none of the loaded discussions: older pages may still be searched (Load more
 * discussions), and Clear search shows them all again.
 */
export function NoMatchingPosts({
  searching,
  more,
  onClear,
}: {
  /** An older page is being read. */
  searching: boolean;
  /** The server has older pages. */
  more: boolean;
  onClear: () => void;
}) {
  return (
    <EmptyState
      icon={<MessagesIcon />}
      title="No matching discussions found"
      headingLevel={2}
      description={
        searching
          ? 'Searching older discussions...'
          : more
            ? 'None among the newest; Load more discussions searches older ones.'
            : 'Try a different search.'
      }
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  );
}
