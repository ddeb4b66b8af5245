import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { FORUM_LIMITS, forumCategories } from '@academy/shared/features/forums/schemas';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card } from '../../../components/ui';
import { FilterBar, Page, PageHeader, PageLoading } from '../../../components/ui/kit';
import cardList from '../../../components/ui/kit-card-list.module.css';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { FilterChoice, FilterSearch } from '../../../components/ui/kit-filter-fields';
import { LoadFailed } from '../../../components/ui/kit-load-failed';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchReadOn } from '../../../lib/use-search-read-on';
import { useCoursePosts } from '../api/list-course-posts';
import { useManagedCourses } from '../api/list-managed-courses';
import { MessagesIcon, PlusIcon } from '../components/icons';
import { LoadMorePosts, NoMatchingPosts } from '../components/load-more-posts';
import { NewDiscussionModal } from '../components/new-discussion-modal';
import { PostCard } from '../components/post-card';
import { categoryLabels, noPostsIn, parseCategory } from '../lib/forms';

/**
 * Instructor discussions (/instructor/discussions?course={id}&category=&q=&post=; spec part 2): pick one of the
 * own courses (every course for an admin), list its discussions with a category filter and a search the server
 * runs over every post of the course (title, content, author; newest first, read on without a click while a
 * page found few), open one to read and reply, pin or lock it, and start one in the New Discussion modal. `post`
 * opens that post (the dashboard's links) and brings it into view.
 */
export default function InstructorDiscussionsPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  usePageTitle(t`Discussions`);
  const categoryOptions = [
    { value: '', label: t`All categories` },
    ...forumCategories.map((category) => ({ value: category, label: i18n._(categoryLabels[category]) })),
  ];
  const [params, setParams] = useSearchParams();
  const coursesQuery = useManagedCourses();
  const courses = coursesQuery.data ?? [];
  const requested = params.get('course');
  const courseId = requested && courses.some((c) => c.id === requested) ? requested : (courses[0]?.id ?? '');
  const category = parseCategory(params.get('category'));
  const openPostId = params.get('post');
  const [searchText, setSearchText] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const posts = useCoursePosts(courseId, { category, sort: 'newest', search });
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  useSearchReadOn(
    search && `${courseId}|${category ?? ''}|${search}`,
    list.length,
    FORUM_LIMITS.pageSize,
    posts,
  );
  const canModerate = posts.data?.pages[0]?.canModerate ?? false;
  const [creating, setCreating] = useState(false);
  const openRef = useRef<HTMLElement | null>(null);

  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  // The address names the course shown (the first one until the instructor picks another).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `change` is new each render; only the course matters
  useEffect(() => {
    if (courseId && requested !== courseId) change({ course: courseId });
  }, [courseId, requested]);

  // The search shown is kept in the address too (a reload or a shared link keeps it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `change` is new each render; only the text matters
  useEffect(() => {
    if ((params.get('q') ?? '') !== search) change({ q: search || null });
  }, [search]);

  // A linked post comes into view once its course's list is there.
  const linkedShown = openPostId !== null && list.some((post) => post.id === openPostId);
  useEffect(() => {
    if (linkedShown) openRef.current?.scrollIntoView({ block: 'start' });
  }, [linkedShown]);

  useEffect(() => {
    if (coursesQuery.error) console.error('Loading courses failed', coursesQuery.error);
    if (posts.error) console.error('Loading discussions failed', posts.error);
  }, [coursesQuery.error, posts.error]);

  const onCreated = (post: ForumPost) => {
    setCreating(false);
    change({ course: post.courseId, category: null, post: post.id });
  };

  return (
    <Page>
      <PageHeader
        eyebrow={t`Teaching`}
        title={t`Discussions`}
        lead={t`Your courses’ forums: answer questions, pin what matters and lock what is settled.`}
        actions={
          courses.length > 0 && (
            <Button icon={<PlusIcon />} onClick={() => setCreating(true)}>
              <Trans>New Discussion</Trans>
            </Button>
          )
        }
        stretchActions
      />

      {coursesQuery.isPending ? (
        <PageLoading label={t`Loading your courses`} />
      ) : coursesQuery.isError ? (
        <LoadFailed
          title={t`Your courses could not be loaded`}
          error={coursesQuery.error}
          onRetry={() => void coursesQuery.refetch()}
        />
      ) : courses.length === 0 ? (
        <EmptyCard
          icon={<MessagesIcon />}
          title={t`No courses yet`}
          description={t`Each course you teach has a forum; it shows here once you have a course.`}
        />
      ) : (
        <>
          <FilterBar panel label={t`Choose discussions`}>
            <FilterChoice
              wide
              label={t`Course`}
              options={courses.map((course) => ({ value: course.id, label: course.title }))}
              value={courseId}
              onChoose={(value) => change({ course: value, post: null })}
            />
            <FilterChoice
              label={t`Category`}
              options={categoryOptions}
              value={category ?? ''}
              onChoose={(value) => change({ category: value || null, post: null })}
            />
            <FilterSearch
              label={t`Search discussions`}
              placeholder={t`Title, content or author`}
              autoComplete="off"
              maxLength={FORUM_LIMITS.search}
              value={searchText}
              onSearch={setSearchText}
            />
          </FilterBar>

          <PageQuery
            query={posts}
            loading={t`Loading discussions`}
            failed={t`Discussions could not be loaded`}
            refusalIsFinal
          >
            {list.length === 0 && search ? (
              <Card padding="none">
                <NoMatchingPosts
                  searching={posts.isFetching}
                  more={posts.hasNextPage}
                  onClear={() => setSearchText('')}
                />
                <LoadMorePosts posts={posts} />
              </Card>
            ) : list.length === 0 ? (
              <EmptyCard
                icon={<MessagesIcon />}
                title={t`No discussions yet`}
                description={
                  category
                    ? i18n._(noPostsIn[category])
                    : t`Start one with New Discussion, or wait for your students’ questions.`
                }
              />
            ) : (
              <>
                <ul className={cardList.list} aria-label={t`Discussions`}>
                  {list.map((post) => (
                    <li key={post.id}>
                      <PostCard
                        post={post}
                        canModerate={canModerate}
                        defaultExpanded={post.id === openPostId}
                        cardRef={post.id === openPostId ? openRef : undefined}
                        headingLevel={2}
                      />
                    </li>
                  ))}
                </ul>
                <LoadMorePosts posts={posts} />
              </>
            )}
          </PageQuery>
        </>
      )}

      {creating && (
        <NewDiscussionModal
          courses={courses}
          courseId={courseId}
          onClose={() => setCreating(false)}
          onCreated={onCreated}
        />
      )}
    </Page>
  );
}
