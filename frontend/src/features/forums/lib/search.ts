import type { ForumPost } from '@academy/shared/features/forums/schemas';

type Searchable = Pick<ForumPost, 'title' | 'content' | 'courseTitle'> & { author: { name: string } };

/**
 * The posts whose title, content, author or course holds the search text (case and surrounding spaces
 * ignored); a blank search keeps them all, in the order given.
 */
export function searchPosts<T extends Searchable>(posts: readonly T[], search: string): readonly T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return posts;
  return posts.filter((post) =>
    [post.title, post.content, post.author.name, post.courseTitle].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}
