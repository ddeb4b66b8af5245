import type {
  CoursePostsResponse,
  ForumPost,
  ForumReply,
  MyPostsResponse,
  PostResponse,
} from '@academy/shared/features/forums/schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { forumKeys } from '../api/keys';

export type CoursePostsData = InfiniteData<CoursePostsResponse, string | undefined>;
export type PostData = InfiniteData<PostResponse, string | undefined>;
export type MyPostsData = InfiniteData<MyPostsResponse, string | undefined>;

type PostChange = (post: ForumPost) => ForumPost;
type ReplyChange = (reply: ForumReply) => ForumReply;

/**
 * Pages of posts (a course's, or the student's across courses) with one post changed (the same object when it
 * is not there).
 */
function changeInPages<D extends { pages: { posts: ForumPost[] }[] }>(
  data: D,
  postId: string,
  change: PostChange,
): D {
  if (!data.pages.some((page) => page.posts.some((p) => p.id === postId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((p) => (p.id === postId ? change(p) : p)),
    })),
  };
}

/** A course's pages of posts with one post changed (the same object when it is not there). */
export const changeInCoursePosts = (data: CoursePostsData, postId: string, change: PostChange) =>
  changeInPages(data, postId, change);

/** The student's all-courses pages with one post changed (the same object when it is not there). */
export const changeInMyPosts = (data: MyPostsData, postId: string, change: PostChange) =>
  changeInPages(data, postId, change);

/** A post's pages (post and replies) with the post changed. */
export function changePostInThread(data: PostData, change: PostChange): PostData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, post: change(page.post) })) };
}

/** A post's pages with one reply changed. */
export function changeReplyInThread(data: PostData, replyId: string, change: ReplyChange): PostData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      replies: page.replies.map((r) => (r.id === replyId ? change(r) : r)),
    })),
  };
}

/**
 * A post's pages after a reply was added: the post as the server now has it, and the reply at the end when the
 * last page is loaded (replies run oldest first; while more pages wait, "Load more replies" brings it).
 */
export function withReply(data: PostData, reply: ForumReply, post: ForumPost): PostData {
  const lastIndex = data.pages.length - 1;
  const present = data.pages.some((page) => page.replies.some((r) => r.id === reply.id));
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      post,
      replies:
        index === lastIndex && page.nextCursor === null && !present ? [...page.replies, reply] : page.replies,
    })),
  };
}

/** The like state after a click, before the server answers. */
export function toggledLike<T extends { likedByMe: boolean; likeCount: number }>(item: T): T {
  return {
    ...item,
    likedByMe: !item.likedByMe,
    likeCount: Math.max(0, item.likeCount + (item.likedByMe ? -1 : 1)),
  };
}

/** Puts a change of one post into every cached list and thread that shows it. */
export function changePostEverywhere(
  queryClient: QueryClient,
  post: Pick<ForumPost, 'id' | 'courseId'>,
  change: PostChange,
): void {
  queryClient.setQueriesData<CoursePostsData>({ queryKey: forumKeys.course(post.courseId) }, (data) =>
    data ? changeInCoursePosts(data, post.id, change) : data,
  );
  queryClient.setQueriesData<MyPostsData>({ queryKey: forumKeys.my() }, (data) =>
    data ? changeInMyPosts(data, post.id, change) : data,
  );
  queryClient.setQueryData<PostData>(forumKeys.post(post.id), (data) =>
    data ? changePostInThread(data, change) : data,
  );
}
