import type { RecentForumPost } from '@academy/shared/features/forums/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { textOf } from '../../../../components/ui/site-text';
import { formatDateTime } from '../../../../lib/format';
import styles from '../dashboard-layout.module.css';
import { DashboardRows, DashboardSection } from '../dashboard-section';

/** How many posts the section lists (spec part 1 §2: 5 items). */
export const RECENT_DISCUSSIONS_SHOWN = 5;

/** Where a post opens: its course's discussions with the post open. */
export const discussionHref = (post: Pick<RecentForumPost, '_id' | 'courseId'>) =>
  `/instructor/discussions?${new URLSearchParams({ course: post.courseId, post: post._id }).toString()}`;

/** The newest posts first, at most five. */
export const newestDiscussions = (posts: readonly RecentForumPost[]): RecentForumPost[] =>
  [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_DISCUSSIONS_SHOWN);

/**
 * Discussions (spec part 1 §2): the 5 newest posts of the instructor's course forums, from `discussions` of
 * GET /api/dashboard/instructor (the page's query, handed down), each opening its post.
 */
export function RecentDiscussionsList({
  posts,
  loading,
}: {
  posts: readonly RecentForumPost[];
  loading: boolean;
}) {
  const { t } = useLingui();
  const shown = newestDiscussions(posts);
  return (
    <DashboardSection
      title={t`Discussions`}
      busy={loading}
      link={{ to: '/instructor/discussions', label: t`All discussions` }}
      skeleton={{ rows: 3, label: t`Loading discussions` }}
      empty={shown.length === 0 && t`No discussions yet. New posts in your course forums will appear here.`}
    >
      <DashboardRows
        items={shown}
        keyOf={(post) => post._id}
        title={(post) => post.title}
        href={discussionHref}
        meta={(post) => (
          <>
            <span className={styles.line}>
              {post.author.name} · {post.courseTitle}
            </span>
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
          </>
        )}
        side={(post) => (
          <span className={textOf('sm', 'muted', 'wrap')}>
            {plural(post.replyCount, { one: '# reply', other: '# replies' })}
          </span>
        )}
      />
    </DashboardSection>
  );
}
