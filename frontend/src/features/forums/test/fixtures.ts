import type { ForumPost } from '@academy/shared/features/forums/schemas';

/** A post as the forum lists answer it, for the unit tests; every field can be overridden. */
export const post = (id: string, overrides: Partial<ForumPost> = {}): ForumPost => ({
  _id: id,
  id,
  courseId: 'c1',
  courseTitle: 'Web Basics',
  title: `Post ${id}`,
  content: 'Hello',
  category: 'general',
  author: { _id: 'u1', name: 'Asha Rao', role: 'student' },
  createdAt: '2026-01-10T10:00:00.000Z',
  pinned: false,
  locked: false,
  replyCount: 0,
  likeCount: 0,
  likedByMe: false,
  lastActivityAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});
