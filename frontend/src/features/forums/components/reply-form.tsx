import { FORUM_LIMITS, type ForumPost } from '@academy/shared/features/forums/schemas';
import { useLingui } from '@lingui/react/macro';
import { DraftReplyBox } from '../../../components/ui/kit-reply-box';
import { ApiError } from '../../../lib/api-client';
import { useReplyToPost } from '../api/reply-to-post';
import { replyReady } from '../lib/forms';

/**
 * The reply box under a post (spec part 2: Post Reply is disabled while the reply is blank). A failure shows
 * the spec's alert, with the server's reason when it gave one (say, the post was locked meanwhile).
 */
export function ReplyForm({ post }: { post: Pick<ForumPost, 'id' | 'courseId' | 'title'> }) {
  const { t } = useLingui();
  const reply = useReplyToPost();
  const { title } = post;
  const reason =
    reply.error instanceof ApiError && reply.error.status !== null && reply.error.serverMessage
      ? reply.error.serverMessage
      : null;

  return (
    <DraftReplyBox
      label={t`Reply to ${title}`}
      fieldLabel={t`Your reply`}
      maxLength={FORUM_LIMITS.reply}
      canSend={replyReady}
      sending={reply}
      send={(content, sent) => reply.mutate({ post, content }, { onSuccess: sent })}
      failure={t`Failed to add reply. Please try again.`}
      reason={reason}
      submitLabel={t`Post Reply`}
    />
  );
}
