import { Trans, useLingui } from '@lingui/react/macro';
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
      <Trans>Load more discussions</Trans>
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
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<MessagesIcon />}
      title={t`No matching discussions found`}
      headingLevel={2}
      description={
        searching
          ? t`Searching older discussions...`
          : more
            ? t`None among the newest; Load more discussions searches older ones.`
            : t`Try a different search.`
      }
      action={
        <Button variant="secondary" onClick={onClear}>
          <Trans>Clear search</Trans>
        </Button>
      }
    />
  );
}
