import type { RecentForumPost } from '@academy/shared/features/forums/schemas';
import { describe, expect, it } from 'vitest';
import { markup } from '../../../../testing/markup';
import { discussionHref, newestDiscussions, RecentDiscussionsList } from './recent-discussions';

const post = (n: number, overrides: Partial<RecentForumPost> = {}): RecentForumPost => ({
  _id: `POST${n}`,
  title: `Question ${n}`,
  content: 'How does <b>this</b> work?',
  author: { name: 'Asha Rao' },
  courseId: '01JCOURSE',
  courseTitle: 'Web Basics',
  createdAt: `2026-01-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
  replyCount: n,
  ...overrides,
});

const render = (posts: RecentForumPost[], loading = false) =>
  markup(<RecentDiscussionsList posts={posts} loading={loading} />);

describe('RecentDiscussions', () => {
  it('links each post to its course’s discussions with the post open', () => {
    expect(discussionHref(post(1))).toBe('/instructor/discussions?course=01JCOURSE&post=POST1');
    expect(discussionHref(post(1, { courseId: 'a&b' }))).toBe(
      '/instructor/discussions?course=a%26b&post=POST1',
    );
  });

  it('lists the 5 newest posts, newest first', () => {
    const shown = newestDiscussions([1, 2, 3, 4, 5, 6, 7].map((n) => post(n)));
    expect(shown.map((p) => p._id)).toEqual(['POST7', 'POST6', 'POST5', 'POST4', 'POST3']);
  });

  it('shows title, author, course and reply count as text', () => {
    const html = render([post(1), post(2, { title: '<script>x</script>' })]);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('href="/instructor/discussions?course=01JCOURSE&amp;post=POST2"');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Asha Rao · Web Basics');
    expect(html).toContain('2 replies');
    expect(html).toContain('1 reply');
  });

  it('says so when there are none, and lists nothing while loading', () => {
    expect(render([])).toContain('No discussions yet.');
    expect(render([post(1)], true)).not.toContain('<li');
  });
});
