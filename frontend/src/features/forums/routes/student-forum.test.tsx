import type { MyPostsResponse } from '@academy/shared/features/forums/schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { enrollmentKeys } from '../../../lib/query-keys';
import { markup } from '../../../testing/markup';
import { forumKeys } from '../api/keys';
import { post } from '../test/fixtures';
import StudentForumPage from './student-forum';

/**
 * The page as markup, with the first page of GET /api/forums/my already answered, and the student's enrolled
 * courses when given.
 */
const render = (
  data: Omit<MyPostsResponse, 'nextCursor'> & { nextCursor?: string | null },
  enrolled?: { id: string; title: string }[],
) => {
  const client = new QueryClient();
  client.setQueryData(forumKeys.my(), {
    pages: [{ nextCursor: null, ...data }],
    pageParams: [undefined],
  });
  if (enrolled) client.setQueryData(enrollmentKeys.courses, enrolled);
  return markup(<StudentForumPage />, { client });
};

describe('StudentForumPage', () => {
  it('says No discussions yet when the enrolled courses have none, and where to start one', () => {
    const html = render({ courses: [], posts: [] }, [{ id: 'c1', title: 'Web Basics' }]);
    expect(html).toContain('No discussions yet');
    expect(html).toContain('Start one from a course’s Discussions tab.');
    expect(html).not.toContain('<article');
  });

  it('asks a student with no enrolments to enrol first', () => {
    const html = render({ courses: [], posts: [] }, []);
    expect(html).toContain('No discussions yet');
    expect(html).toContain('Enrol in a course to join its discussions.');
  });

  it('lists every course’s posts closed, each naming its course with a link to that course’s forum', () => {
    const html = render({
      courses: [{ id: 'c1', title: 'Web Basics' }],
      posts: [post('p1'), post('p2', { courseId: 'c/2', courseTitle: 'React' })],
    });
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toContain('href="/learn/c1?tab=discussions"');
    expect(html).toContain('href="/learn/c%2F2?tab=discussions"');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html).toContain('2 discussions');
    expect(html).not.toContain('Load more discussions');
  });

  it('offers Load more discussions while older posts remain, and says the count is of those loaded', () => {
    const html = render({
      courses: [{ id: 'c1', title: 'Web Basics' }],
      posts: [post('p1'), post('p2')],
      nextCursor: '01KDVDNA00DKZQ0XD2H8ZYTRDC',
    });
    expect(html).toContain('Load more discussions');
    expect(html).toContain('2 discussions loaded');
  });

  it('offers Start a discussion, a search box and Newest First or Oldest First, with no form to post here', () => {
    const html = render({ courses: [], posts: [] });
    expect(html).toContain('Start a discussion');
    expect(html).toContain('Search discussions');
    expect(html).toContain('>Newest First</option>');
    expect(html).toContain('>Oldest First</option>');
    expect(html).not.toContain('Please go to a specific course to create a discussion.');
    expect(html).not.toContain('Post Discussion');
  });
});
