import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useId, useState } from 'react';
import { Alert, Badge, type BadgeTone, Button } from '../../../components/ui';
import card from '../../../components/ui/card.module.css';
import { ItemCardHeader } from '../../../components/ui/kit';
import { ThreadText } from '../../../components/ui/kit-thread';
import { messageOf } from '../../../lib/api-client';
import { useLikePost } from '../api/like-post';
import { useLockPost, usePinPost } from '../api/moderate-post';
import { categoryLabels } from '../lib/forms';
import { AuthorLine } from './author-line';
import styles from './forums.module.css';
import { ChevronIcon, LockIcon, PinIcon, UnlockIcon } from './icons';
import { LikeButton } from './like-button';
import { PostThread } from './post-thread';

const categoryTone: Record<ForumPost['category'], BadgeTone> = {
  general: 'neutral',
  assignment: 'purple',
  technical: 'blue',
  announcement: 'amber',
};

interface PostCardProps {
  post: ForumPost;
  /** Open at first (a course's forum shows every post open). */
  defaultExpanded?: boolean;
  /** The course's instructor or an admin: Pin and Lock buttons. */
  canModerate?: boolean;
  /** Where the course name links to, on a list that mixes courses. */
  courseHref?: string;
  headingLevel?: 2 | 3 | 4;
  /** Put on the card's element, so a page can scroll a linked post into view. */
  cardRef?: RefObject<HTMLElement | null>;
}

/**
 * One forum post: title, author, badges and its like; opened, its whole text, the replies and the reply box.
 * Text is plain text, shown as React text with its line breaks kept.
 */
export function PostCard({
  post,
  defaultExpanded = false,
  canModerate = false,
  courseHref,
  headingLevel = 3,
  cardRef,
}: PostCardProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const replyCount = post.replyCount;
  const titleId = useId();
  const threadId = useId();
  const like = useLikePost();
  const pin = usePinPost();
  const lock = useLockPost();
  const moderationError = pin.error ?? lock.error;

  return (
    <article
      ref={cardRef}
      className={[styles.card, card.card, post.pinned && styles.pinnedCard].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-post-id={post.id}
    >
      <ItemCardHeader
        title={post.title}
        titleId={titleId}
        headingLevel={headingLevel}
        context={courseHref ? { to: courseHref, label: post.courseTitle } : undefined}
        badges={
          <>
            {post.pinned && (
              <Badge tone="blue">
                <PinIcon className={styles.badgeIcon} />
                <Trans>Pinned</Trans>
              </Badge>
            )}
            {post.locked && (
              <Badge tone="red">
                <LockIcon className={styles.badgeIcon} />
                <Trans>Locked</Trans>
              </Badge>
            )}
            <Badge tone={categoryTone[post.category]}>
              <span className="sr-only">{t`Category: `}</span>
              {i18n._(categoryLabels[post.category])}
            </Badge>
          </>
        }
      >
        <AuthorLine author={post.author} createdAt={post.createdAt} />
      </ItemCardHeader>

      <ThreadText className={expanded ? undefined : styles.excerpt}>{post.content}</ThreadText>

      <div className={styles.actions}>
        <LikeButton
          liked={post.likedByMe}
          count={post.likeCount}
          what={t`post`}
          busy={like.isPending}
          onToggle={() => like.mutate(post)}
        />
        <button
          type="button"
          className={styles.expander}
          aria-expanded={expanded}
          aria-controls={threadId}
          onClick={() => setExpanded((open) => !open)}
        >
          {replyCount === 0 ? (
            <Trans>Reply</Trans>
          ) : (
            plural(replyCount, { one: '# reply', other: '# replies' })
          )}
          <span className="sr-only">{expanded ? t`, hide the discussion` : t`, show the discussion`}</span>
          <ChevronIcon className={styles.chevron} />
        </button>
        {canModerate && (
          <div className={styles.moderation}>
            <Button
              size="sm"
              variant="secondary"
              icon={<PinIcon />}
              busy={pin.isPending}
              onClick={() => {
                lock.reset();
                pin.mutate(post);
              }}
            >
              {post.pinned ? t`Unpin` : t`Pin`}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              icon={post.locked ? <UnlockIcon /> : <LockIcon />}
              busy={lock.isPending}
              onClick={() => {
                pin.reset();
                lock.mutate(post);
              }}
            >
              {post.locked ? t`Unlock` : t`Lock`}
            </Button>
          </div>
        )}
      </div>
      {moderationError && (
        <Alert tone="error" title={t`The discussion could not be changed.`}>
          {messageOf(moderationError, t`Please try again.`)}
        </Alert>
      )}
      {like.isError && (
        <Alert tone="error" title={t`Your like could not be saved.`}>
          {messageOf(like.error, t`Please try again.`)}
        </Alert>
      )}

      <div id={threadId} hidden={!expanded}>
        {expanded && <PostThread post={post} />}
      </div>
    </article>
  );
}
