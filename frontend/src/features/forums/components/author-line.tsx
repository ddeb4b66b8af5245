import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { RoleBadge } from '../../../components/ui';
import { ThreadSender } from '../../../components/ui/kit-thread';
import thread from '../../../components/ui/kit-thread.module.css';
import { textOf } from '../../../components/ui/site-text';
import { exactTime, timeAgo } from '../lib/time';

/** Who wrote it (with a role badge for staff) and when, relative, with the exact time on hover. */
export function AuthorLine({ author, createdAt }: { author: ForumPost['author']; createdAt: string }) {
  return (
    <p className={`${thread.head} ${textOf('sm', 'muted')}`}>
      <ThreadSender>{author.name}</ThreadSender>
      {author.role !== 'student' && <RoleBadge role={author.role} />}
      <span aria-hidden="true" className={textOf('subtle')}>
        ·
      </span>
      <time dateTime={createdAt} title={exactTime(createdAt)}>
        {timeAgo(createdAt)}
      </time>
    </p>
  );
}
