import type { ForumPost, ForumReply } from '@academy/shared/features/forums/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Spinner } from '../../../components/ui';
import { NextPageButton } from '../../../components/ui/kit-list';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { Note } from '../../../components/ui/kit-note';
import { Thread, ThreadEntry, ThreadText } from '../../../components/ui/kit-thread';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { usePost } from '../api/get-post';
import { useLikeReply } from '../api/like-reply';
import { AuthorLine } from './author-line';
import styles from './forums.module.css';
import { LockIcon } from './icons';
import { LikeButton } from './like-button';
import { ReplyForm } from './reply-form';

/**
 * An open post's replies, oldest first, a page at a time, then the reply box (or, on a locked post, a line
 * saying so). A post with no replies reads nothing until it has one.
 */
export function PostThread({ post }: { post: ForumPost }) {
  const { t } = useLingui();
  const thread = usePost(post.id, post.replyCount > 0);
  const { title } = post;
  const replies = thread.data?.pages.flatMap((page) => page.replies) ?? [];

  return (
    <div className={styles.thread}>
      {post.replyCount > 0 && thread.isPending ? (
        <Spinner size="sm" label={t`Loading replies`} />
      ) : thread.isError && !thread.data ? (
        <LoadFailed
          title={t`Replies could not be loaded`}
          error={thread.error}
          onRetry={() => void thread.refetch()}
        />
      ) : replies.length === 0 ? (
        <Note>
          <Trans>No replies yet.</Trans>
        </Note>
      ) : (
        <Thread aria-label={t`Replies to ${title}`}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <Reply reply={reply} />
            </li>
          ))}
        </Thread>
      )}
      <NextPageButton pages={thread} size="sm" variant="ghost" className={styles.loadMore}>
        <Trans>Load more replies</Trans>
      </NextPageButton>
      {post.locked ? (
        <p className={`${styles.lockedNote} ${textOf('sm', 'semibold')}`}>
          <LockIcon aria-hidden="true" />
          <Trans>This discussion is locked.</Trans>
        </p>
      ) : (
        <ReplyForm post={post} />
      )}
    </div>
  );
}

function Reply({ reply }: { reply: ForumReply }) {
  const { t } = useLingui();
  const like = useLikeReply();
  const authorName = reply.author.name;
  return (
    <ThreadEntry as="div" tone="quoted">
      <AuthorLine author={reply.author} createdAt={reply.createdAt} />
      <ThreadText>{reply.content}</ThreadText>
      <div className={styles.replyActions}>
        <LikeButton
          liked={reply.likedByMe}
          count={reply.likeCount}
          what={t`reply by ${authorName}`}
          busy={like.isPending}
          onToggle={() => like.mutate(reply)}
        />
      </div>
      {like.isError && (
        <Alert tone="error" title={t`Your like could not be saved.`}>
          {messageOf(like.error, t`Please try again.`)}
        </Alert>
      )}
    </ThreadEntry>
  );
}
