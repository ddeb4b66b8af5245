import type { ForumPost, ForumReply, PostResponse } from '@academy/shared/features/forums/schemas';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { markup } from '../../../testing/markup';
import { forumKeys } from '../api/keys';
import { LikeButton } from './like-button';
import { PostCard } from './post-card';

const post = (overrides: Partial<ForumPost> = {}): ForumPost => ({
  _id: 'p1',
  id: 'p1',
  courseId: 'c1',
  courseTitle: 'Web Basics',
  title: 'How do I centre a div?',
  content: 'Line one\n<b>not bold</b>',
  category: 'technical',
  author: { _id: 'u1', name: 'Ravi Kumar', role: 'instructor' },
  createdAt: '2026-01-10T10:00:00.000Z',
  pinned: false,
  locked: false,
  replyCount: 0,
  likeCount: 2,
  likedByMe: true,
  lastActivityAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

const reply = (overrides: Partial<ForumReply> = {}): ForumReply => ({
  _id: 'r1',
  id: 'r1',
  postId: 'p1',
  content: 'Use flexbox',
  author: { _id: 'u2', name: 'Asha Rao', role: 'student' },
  createdAt: '2026-01-11T10:00:00.000Z',
  likeCount: 0,
  likedByMe: false,
  ...overrides,
});

const render = (node: ReactNode, client = new QueryClient()) => markup(node, { client });

/** A client holding a post's thread, as if GET /api/forums/{id} had answered. */
const withThread = (forum: ForumPost, replies: ForumReply[]) => {
  const client = new QueryClient();
  const page: PostResponse = { post: forum, canModerate: false, replies, nextCursor: null };
  client.setQueryData(forumKeys.post(forum.id), { pages: [page], pageParams: [undefined] });
  return client;
};

describe('PostCard', () => {
  it('shows the title, the author with a role badge, the time with its exact date, and the text as text', () => {
    const html = render(<PostCard post={post()} />);
    expect(html).toContain('How do I centre a div?');
    expect(html).toContain('Ravi Kumar');
    expect(html).toMatch(/>instructor</);
    expect(html).toContain(
      `<time dateTime="2026-01-10T10:00:00.000Z" title="${formatDateTime('2026-01-10T10:00:00.000Z')}"`,
    );
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('shows no role badge for a student', () => {
    const html = render(<PostCard post={post({ author: { _id: 'u', name: 'Asha', role: 'student' } })} />);
    expect(html).not.toMatch(/>student</);
  });

  it('has a pressed like button with the exact count', () => {
    const html = render(<PostCard post={post({ likeCount: 12, likedByMe: true })} />);
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*Like post, .*12.* likes/);
    const off = render(<LikeButton liked={false} count={1} what="post" onToggle={() => {}} />);
    expect(off).toContain('aria-pressed="false"');
    expect(off).toContain(' like</span>');
  });

  it('closed, hides the thread behind an expander that says so', () => {
    const html = render(<PostCard post={post({ replyCount: 3 })} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('3 replies');
    expect(html).not.toContain('Post Reply');
  });

  it('open, shows the replies and a reply box whose Post Reply starts disabled', () => {
    const forum = post({ replyCount: 1 });
    const html = render(<PostCard post={forum} defaultExpanded />, withThread(forum, [reply()]));
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('Use flexbox');
    expect(html).toContain('Like reply by Asha Rao');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>.*Post Reply/);
  });

  it('shows Pinned and Locked badges, and on a locked post says so instead of a reply box', () => {
    const html = render(<PostCard post={post({ pinned: true, locked: true })} defaultExpanded />);
    expect(html).toContain('Pinned');
    expect(html).toContain('Locked');
    expect(html).toContain('This discussion is locked.');
    expect(html).not.toContain('Post Reply');
  });

  it('offers Pin and Lock only to a moderator, worded by the post’s state', () => {
    expect(render(<PostCard post={post()} />)).not.toContain('>Pin<');
    const html = render(<PostCard post={post({ pinned: true })} canModerate />);
    expect(html).toContain('Unpin');
    expect(html).toContain('Lock');
    expect(render(<PostCard post={post({ locked: true })} canModerate />)).toContain('Unlock');
  });

  it('names the course with a link on a list that mixes courses', () => {
    const html = render(<PostCard post={post()} courseHref="/learn/c1?tab=discussions" />);
    expect(html).toContain('href="/learn/c1?tab=discussions"');
    expect(html).toContain('Web Basics');
  });
});
