import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Alert, Button, Spinner } from '../../../components/ui';
import cardList from '../../../components/ui/kit-card-list.module.css';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { layoutOf } from '../../../components/ui/kit-layout';
import { isRefusal, LoadFailed } from '../../../components/ui/kit-load-failed';
import { ReplyActions } from '../../../components/ui/kit-reply-box';
import { textOf } from '../../../components/ui/site-text';
import { useCreatePost } from '../api/create-post';
import { useCoursePosts } from '../api/list-course-posts';
import styles from './forums.module.css';
import { MessagesIcon, PlusIcon } from './icons';
import { LoadMorePosts } from './load-more-posts';
import { NewDiscussionForm } from './new-discussion-form';
import { PostCard } from './post-card';

interface CourseForumProps {
  courseId: string;
  /** The level of the section's heading; posts take the next one. */
  headingLevel?: 2 | 3;
}

/**
 * One course's forum (spec part 2, with a course id): a form to start a discussion (title, content), then the
 * course's posts, pinned first, every one open with its replies and reply box.
 */
export function CourseForum({ courseId, headingLevel = 2 }: CourseForumProps) {
  const { t } = useLingui();
  const posts = useCoursePosts(courseId, { category: null, sort: 'newest' });
  const create = useCreatePost();
  const formHeadingId = useId();
  const [posted, setPosted] = useState<ForumPost | null>(null);
  const Heading = `h${headingLevel}` as const;
  const postHeading = (headingLevel + 1) as 3 | 4;
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const canModerate = posts.data?.pages[0]?.canModerate ?? false;
  const formId = `new-discussion-${courseId}`;
  const postedTitle = posted?.title;

  return (
    <div className={layoutOf('stack', 5, 'shrink')}>
      <section className={styles.newCard} aria-labelledby={formHeadingId}>
        <Heading id={formHeadingId} className={textOf('lg', 'semibold')}>
          <Trans>Start a discussion</Trans>
        </Heading>
        <NewDiscussionForm
          formId={formId}
          courseId={courseId}
          chooseCategory={canModerate}
          create={create}
          onCreated={(post) => setPosted(post)}
          actions={
            <ReplyActions>
              <Button type="submit" icon={<PlusIcon />} busy={create.isPending} busyText={t`Posting...`}>
                <Trans>Post Discussion</Trans>
              </Button>
            </ReplyActions>
          }
        />
        {posted && !create.isPending && !create.isError && (
          <Alert tone="success">
            <Trans>Your discussion “{postedTitle}” was posted.</Trans>
          </Alert>
        )}
      </section>

      {posts.isPending ? (
        <div className={styles.loading}>
          <Spinner label={t`Loading discussions`} />
        </div>
      ) : posts.isError && !posts.data ? (
        <LoadFailed
          title={t`Discussions could not be loaded`}
          error={posts.error}
          onRetry={isRefusal(posts.error) ? undefined : () => void posts.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyCard
          icon={<MessagesIcon />}
          title={t`No discussions yet`}
          headingLevel={postHeading === 4 ? 3 : postHeading}
          description={t`Start the first discussion of this course with the form above.`}
        />
      ) : (
        <>
          <ul className={cardList.list} aria-label={t`Discussions`}>
            {list.map((post) => (
              <li key={post.id}>
                <PostCard post={post} defaultExpanded canModerate={canModerate} headingLevel={postHeading} />
              </li>
            ))}
          </ul>
          <LoadMorePosts posts={posts} />
        </>
      )}
    </div>
  );
}
