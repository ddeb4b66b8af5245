import { FORUM_LIMITS, type ForumPost } from '@academy/shared/features/forums/schemas';
import { type FormEvent, useState } from 'react';
import { Alert, Button, TextArea } from '../../../components/ui';
import { ReplyBox } from '../../../components/ui/kit-reply-box';
import { ApiError } from '../../../lib/api-client';
import { useReplyToPost } from '../api/reply-to-post';
import { replyReady } from '../lib/forms';
import { SendIcon } from './icons';

/**
 * The reply box under a post (spec part 2: Post Reply is disabled while the reply is blank). A failure shows
 * the spec's alert, with the server's reason when it gave one (say, the post was locked meanwhile).
 */
export function ReplyForm({ post }: { post: Pick<ForumPost, 'id' | 'courseId' | 'title'> }) {
  const [draft, setDraft] = useState('');
  const reply = useReplyToPost();
  const ready = replyReady(draft);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || reply.isPending) return;
    reply.mutate({ post, content: draft.trim() }, { onSuccess: () => setDraft('') });
  };

  const reason =
    reply.error instanceof ApiError && reply.error.status !== null && reply.error.serverMessage
      ? reply.error.serverMessage
      : null;

  return (
    <ReplyBox
      label={`Reply to ${post.title}`}
      onSubmit={onSubmit}
      field={
        <TextArea
          label="Your reply"
          rows={3}
          value={draft}
          maxLength={FORUM_LIMITS.reply}
          placeholder="Write a reply"
          onChange={(event) => {
            setDraft(event.target.value);
            if (reply.isError) reply.reset();
          }}
        />
      }
      error={
        reply.isError && (
          <Alert tone="error" title="Failed to add reply. Please try again.">
            {reason}
          </Alert>
        )
      }
      submit={
        <Button type="submit" size="sm" icon={<SendIcon />} disabled={!ready} busy={reply.isPending}>
          Post Reply
        </Button>
      }
    />
  );
}
