import type { ForumPost, ForumReply } from '@academy/shared/features/forums/schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forumKeys } from '../api/keys';
import { post } from '../test/fixtures';
import {
  type CoursePostsData,
  changeInCoursePosts,
  changeInMyPosts,
  changePostEverywhere,
  changeReplyInThread,
  type MyPostsData,
  type PostData,
  toggledLike,
  withReply,
} from './cache';

const reply = (id: string, overrides: Partial<ForumReply> = {}): ForumReply => ({
  _id: id,
  id,
  postId: 'p1',
  content: 'A reply',
  author: { _id: 'u2', name: 'Ravi Kumar', role: 'instructor' },
  createdAt: '2026-01-11T10:00:00.000Z',
  likeCount: 0,
  likedByMe: false,
  ...overrides,
});

const coursePages = (...pages: ForumPost[][]): CoursePostsData => ({
  pages: pages.map((posts, i) => ({
    course: { id: 'c1', title: 'Web Basics' },
    canModerate: false,
    posts,
    nextCursor: i === pages.length - 1 ? null : `cursor${i}`,
  })),
  pageParams: pages.map((_, i) => (i === 0 ? undefined : `cursor${i - 1}`)),
});

const thread = (nextCursor: string | null, ...replies: ForumReply[]): PostData => ({
  pages: [{ post: post('p1'), canModerate: false, replies, nextCursor }],
  pageParams: [undefined],
});

describe('forum cache changes', () => {
  it('changes one post on whichever page of a course list holds it, and leaves a list without it as it is', () => {
    // Arrange
    const data = coursePages([post('p1')], [post('p2')]);
    // Act
    const changed = changeInCoursePosts(data, 'p2', (p) => ({ ...p, pinned: true }));
    // Assert
    expect(changed.pages[1]?.posts[0]?.pinned).toBe(true);
    expect(changed.pages[0]?.posts[0]).toBe(data.pages[0]?.posts[0]);
    expect(changeInCoursePosts(data, 'nope', (p) => p)).toBe(data);
  });

  it('changes one post of the student’s list', () => {
    const data: MyPostsData = {
      pages: [
        { courses: [], posts: [post('p1')], nextCursor: 'p1' },
        { courses: [], posts: [post('p2')], nextCursor: null },
      ],
      pageParams: [undefined, 'p1'],
    };
    const changed = changeInMyPosts(data, 'p2', (p) => ({ ...p, likeCount: 3 }));
    expect(changed.pages.flatMap((page) => page.posts.map((p) => p.likeCount))).toEqual([0, 3]);
    expect(changeInMyPosts(data, 'nope', (p) => p)).toBe(data);
  });

  it('adds a new reply at the end of a fully loaded thread, once, with the post as the server has it', () => {
    const updated = post('p1', { replyCount: 2 });
    const once = withReply(thread(null, reply('r1')), reply('r2'), updated);
    expect(once.pages[0]?.replies.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(once.pages[0]?.post.replyCount).toBe(2);
    expect(withReply(once, reply('r2'), updated).pages[0]?.replies).toHaveLength(2);
  });

  it('leaves the new reply to Load more replies while later pages are not loaded', () => {
    const changed = withReply(thread('more', reply('r1')), reply('r2'), post('p1', { replyCount: 60 }));
    expect(changed.pages[0]?.replies.map((r) => r.id)).toEqual(['r1']);
    expect(changed.pages[0]?.post.replyCount).toBe(60);
  });

  it('changes one reply of a thread', () => {
    const changed = changeReplyInThread(thread(null, reply('r1'), reply('r2')), 'r2', (r) => ({
      ...r,
      likedByMe: true,
    }));
    expect(changed.pages[0]?.replies.map((r) => r.likedByMe)).toEqual([false, true]);
  });

  it('toggles a like and its count, never below zero', () => {
    expect(toggledLike({ likedByMe: false, likeCount: 2 })).toEqual({ likedByMe: true, likeCount: 3 });
    expect(toggledLike({ likedByMe: true, likeCount: 3 })).toEqual({ likedByMe: false, likeCount: 2 });
    expect(toggledLike({ likedByMe: true, likeCount: 0 })).toEqual({ likedByMe: false, likeCount: 0 });
  });

  it('puts a post’s change into every cached list and thread that holds it', () => {
    // Arrange
    const client = new QueryClient();
    client.setQueryData(forumKeys.courseList('c1', null, 'newest'), coursePages([post('p1')]));
    client.setQueryData(forumKeys.courseList('c1', 'technical', 'newest'), coursePages([post('p9')]));
    client.setQueryData(forumKeys.my(), {
      pages: [{ courses: [], posts: [post('p1')], nextCursor: null }],
      pageParams: [undefined],
    });
    client.setQueryData(forumKeys.post('p1'), thread(null));
    // Act
    changePostEverywhere(client, post('p1'), (p) => ({ ...p, locked: true }));
    // Assert
    const list = client.getQueryData<CoursePostsData>(forumKeys.courseList('c1', null, 'newest'));
    const mine = client.getQueryData<MyPostsData>(forumKeys.my());
    const one = client.getQueryData<PostData>(forumKeys.post('p1'));
    expect(list?.pages[0]?.posts[0]?.locked).toBe(true);
    expect(mine?.pages[0]?.posts[0]?.locked).toBe(true);
    expect(one?.pages[0]?.post.locked).toBe(true);
    const other = client.getQueryData<CoursePostsData>(forumKeys.courseList('c1', 'technical', 'newest'));
    expect(other?.pages[0]?.posts[0]?.locked).toBe(false);
  });
});
