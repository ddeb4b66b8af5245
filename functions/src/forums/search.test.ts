import { describe, expect, it } from 'vitest';
import { postSearchItem, postSearchText } from './repository';

const post = {
  id: '01KDVDNA00DKZQ0XD2H8ZYTRDC',
  courseId: 'c1',
  courseTitle: 'React 19',
  instructorId: 'i1',
  title: 'Hooks',
  content: 'useEffect runs TWICE',
  category: 'technical' as const,
  author: { id: 'u1', name: 'Ravi Kumar', role: 'student' as const },
  createdAt: '2026-01-10T10:00:00.000Z',
  pinned: false,
  locked: false,
  replyCount: 0,
  likeCount: 0,
  lastActivityAt: '2026-01-10T10:00:00.000Z',
};

/** What the search Query's filter does: `contains(text, :q)` with the trimmed search in lower case. */
const matches = (search: string) => postSearchText(post).includes(search.trim().toLowerCase());

describe('a post’s search entry', () => {
  it('matches title, content, author and course, whatever the case', () => {
    expect(matches('  HOOKS ')).toBe(true);
    expect(matches('twice')).toBe(true);
    expect(matches('ravi')).toBe(true);
    expect(matches('react 19')).toBe(true);
    expect(matches('nothing')).toBe(false);
  });

  it('sits in its course’s search partition under the post id, with its category', () => {
    expect(postSearchItem(post)).toMatchObject({
      PK: 'POSTSEARCH#c1',
      SK: 'POST#01KDVDNA00DKZQ0XD2H8ZYTRDC',
      postId: post.id,
      category: 'technical',
    });
  });
});
