import { Button } from '../../../components/ui';
import styles from './forums.module.css';

/** "Load more discussions" under a list of posts, while the server has another page. */
export function LoadMorePosts({
  posts,
}: {
  posts: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!posts.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={styles.loadMorePosts}
      busy={posts.isFetchingNextPage}
      busyText="Loading..."
      onClick={() => void posts.fetchNextPage()}
    >
      Load more discussions
    </Button>
  );
}
