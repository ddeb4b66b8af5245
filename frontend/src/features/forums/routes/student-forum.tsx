import { FORUM_LIMITS, type ForumSort } from '@academy/shared/features/forums/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, EmptyState, Spinner } from '../../../components/ui';
import { FilterBar, Page, PageHeader } from '../../../components/ui/kit';
import cardList from '../../../components/ui/kit-card-list.module.css';
import { FilterChoice, FilterSearch } from '../../../components/ui/kit-filter-fields';
import { ListCount } from '../../../components/ui/kit-note';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchReadOn } from '../../../lib/use-search-read-on';
import { useMyEnrolledCourses } from '../../enrollments';
import { useMyPosts } from '../api/list-my-posts';
import styles from '../components/forums.module.css';
import { MessagesIcon, PlusIcon } from '../components/icons';
import { LoadMorePosts, NoMatchingPosts } from '../components/load-more-posts';
import { PostCard } from '../components/post-card';
import { courseForumHref } from '../lib/links';

/** Matches a search wants on screen before it stops reading on by itself (one page's worth). */
const FORUM_PAGE_SIZE = FORUM_LIMITS.pageSize;

const sortOptions: readonly { value: ForumSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest First` },
  { value: 'oldest', label: msg`Oldest First` },
];

/**
 * The student's discussion forum without a course (spec part 2): the posts of every enrolled course, 20 at a
 * time newest first with Load more discussions, a search box and Newest First or Oldest First (of what is
 * loaded); each post opens to its content, replies and a reply box. The search runs on the server over every
 * post of every enrolled course (title, content, author, course), older ones too; pages that found few matches
 * are read on without a click. A discussion is started inside a course: Start a discussion says so, with a link
 * to each course's forum.
 */
export default function StudentForumPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  usePageTitle(t`Discussion Forum`);
  const [sort, setSort] = useState<ForumSort>('newest');
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [askedToStart, setAskedToStart] = useState(false);
  const query = useMyPosts(searched);
  // Pages come newest first; Oldest First turns what is loaded around.
  const posts = useMemo(() => {
    const loaded = query.data?.pages.flatMap((page) => page.posts) ?? [];
    return sort === 'oldest' ? loaded.reverse() : loaded;
  }, [query.data, sort]);
  const noPosts = query.isSuccess && !searched && posts.length === 0;
  // The student's courses (their enrolments), read only when asked to start a discussion or when there are no
  // posts to show: which empty state applies depends on whether they are enrolled anywhere.
  const enrolled = useMyEnrolledCourses(askedToStart || noPosts);
  const courses = useMemo(
    () => [...(enrolled.data ?? [])].sort((a, b) => a.title.localeCompare(b.title)),
    [enrolled.data],
  );
  useSearchReadOn(searched, posts.length, FORUM_PAGE_SIZE, query);
  // While older posts remain on the server, the count is of those loaded.
  const count = posts.length;
  const loadedCount = searched
    ? query.hasNextPage
      ? plural(count, { one: '# matching discussion so far', other: '# matching discussions so far' })
      : plural(count, { one: '# matching discussion', other: '# matching discussions' })
    : query.hasNextPage
      ? plural(count, { one: '# discussion loaded', other: '# discussions loaded' })
      : plural(count, { one: '# discussion', other: '# discussions' });

  useEffect(() => {
    if (query.error) console.error('Loading discussions failed', query.error);
  }, [query.error]);

  return (
    <Page>
      <PageHeader
        eyebrow={t`Community`}
        title={t`Discussion Forum`}
        lead={t`Questions and conversations from all your courses. Open a post to read the replies and join in.`}
      />

      <div className={styles.startBlock}>
        <Button icon={<PlusIcon />} aria-expanded={askedToStart} onClick={() => setAskedToStart(true)}>
          <Trans>Start a discussion</Trans>
        </Button>
        {askedToStart && (
          <Alert tone="info" title={t`Please go to a specific course to create a discussion.`}>
            {courses.length > 0 && (
              <ul className={styles.courseLinks} aria-label={t`Your courses’ discussions`}>
                {courses.map((course) => (
                  <li key={course.id}>
                    <Link to={courseForumHref(course.id)}>{course.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>

      <FilterBar panel label={t`Filter discussions`}>
        <FilterSearch
          label={t`Search discussions`}
          placeholder={t`Title, content, author or course`}
          maxLength={FORUM_LIMITS.search}
          value={search}
          onSearch={setSearch}
        />
        <FilterChoice
          label={t`Sort`}
          options={sortOptions.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={sort}
          onChoose={(value) => setSort(value === 'oldest' ? 'oldest' : 'newest')}
        />
      </FilterBar>

      <PageQuery query={query} loading={t`Loading discussions`} failed={t`Discussions could not be loaded`}>
        <ListCount aria-busy={query.isPlaceholderData || undefined}>
          {loadedCount}
          {query.isFetching && !query.isPending && <Spinner size="sm" label={t`Searching`} />}
        </ListCount>
        {posts.length === 0 ? (
          <Card padding="none">
            {!searched ? (
              <EmptyState
                icon={<MessagesIcon />}
                title={t`No discussions yet`}
                headingLevel={2}
                description={
                  enrolled.data && enrolled.data.length === 0
                    ? t`Enrol in a course to join its discussions.`
                    : t`Start one from a course’s Discussions tab.`
                }
              />
            ) : (
              <NoMatchingPosts
                searching={query.isFetchingNextPage}
                more={query.hasNextPage}
                onClear={() => setSearch('')}
              />
            )}
          </Card>
        ) : (
          <ul className={cardList.list} aria-label={t`Discussions`}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} courseHref={courseForumHref(post.courseId)} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <LoadMorePosts posts={query} />
      </PageQuery>
    </Page>
  );
}
