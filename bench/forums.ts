import type { CoursePostsResponse, PostResponse } from '@academy/shared';
import { courseIdFor } from '../infra/local/seed-courses';
import { callForumRoute } from '../infra/local/seed-forums';
import { watchHandlerCommands } from '../test/support/handler-commands';
import { type BenchCall, type BenchCheck, enrolBenchStudents, type PrepareCalls } from './calls';

/** Posts added to the demo web forum so its first page is a full page of 20. */
const EXTRA_POSTS = 20;
/** Replies of one post (issue 12: a post with 200 replies reads one paged Query per page). */
const REPLIES = 200;
/** Users liking one post at once (issue 12: 100 concurrent likes by 100 users give exactly 100). */
const LIKERS = 100;

/**
 * The forums section (issue 12), on the seeded demo: a page of 20 posts of the web course's forum as a student
 * (≤ 2 DynamoDB requests of the handler's, 3 with the caller lookup), a post with 200 replies read page by page
 * (one Query of its partition a page), and 100 users liking one post at once (exactly 100). The posts, replies
 * and likes go through the forum handlers; the 100 users are profiles written and enrolled through the domain
 * functions.
 */
export const prepareForums: PrepareCalls = async ({ sessions, settled }) => {
  const { getCourseRecord } = await import('../functions/src/courses/repository');
  const webId = courseIdFor('web-foundations-html-css-js');
  const web = (await getCourseRecord(webId))!;
  const instructor = sessions.instructor.user.id;

  for (let i = 0; i < EXTRA_POSTS; i += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, EXTRA_POSTS - i) }, (_, j) =>
        callForumRoute('createPost', instructor, {
          body: {
            course: webId,
            title: `Bench thread ${i + j + 1}`,
            content: 'A thread the bench adds so the forum page is full.',
            category: (i + j) % 2 ? 'technical' : 'general',
          },
        }),
      ),
    );
  }

  // A post with 200 replies, walked page by page as the thread's Load more does.
  const long = (
    await callForumRoute<{ post: { id: string } }>('createPost', instructor, {
      body: { course: webId, title: 'Bench: a long thread', content: 'Two hundred replies follow.' },
    })
  ).post.id;
  for (let i = 0; i < REPLIES; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        callForumRoute('replyToPost', instructor, {
          params: { id: long },
          body: { content: `Reply ${i + j + 1}` },
        }),
      ),
    );
  }
  const requests: { op: string; pk: string }[] = [];
  const stopWatching = await watchHandlerCommands((op, input) => {
    const values = input.ExpressionAttributeValues as Record<string, unknown> | undefined;
    requests.push({ op, pk: String(values?.[':pk']) });
  }, 'initialize');
  let pages = 0;
  let seen = 0;
  let cursor: string | null = null;
  const perPage: number[] = [];
  do {
    // The consumers first finish what the 200 replies gave them: their requests are not the page's.
    await settled();
    const before = requests.length;
    const page: PostResponse = await callForumRoute<PostResponse>('getPost', sessions.student.user.id, {
      params: { id: long },
      query: cursor ? { cursor } : {},
    });
    perPage.push(requests.length - before);
    pages++;
    seen += page.replies.length;
    cursor = page.nextCursor;
  } while (cursor && pages < 50);
  stopWatching();
  const partitionQueries = requests.filter((r) => r.op === 'Query' && r.pk === `POST#${long}`).length;
  const pageSize = 50;
  const expectedPages = Math.ceil(REPLIES / pageSize);

  // 100 users like one post at once, each through the like handler.
  const liked = (
    await callForumRoute<{ post: { id: string } }>('createPost', instructor, {
      body: { course: webId, title: 'Bench: like me', content: 'One hundred likes at once.' },
    })
  ).post.id;
  const likers = await enrolBenchStudents(web.course, LIKERS, 'Liker');
  const started = performance.now();
  const answers = await Promise.allSettled(
    likers.map((u) =>
      callForumRoute<{ liked: boolean; likeCount: number }>('likePost', u.id, { params: { id: liked } }),
    ),
  );
  const elapsed = performance.now() - started;
  const failed = answers.filter((a) => a.status === 'rejected').length;
  const after = await callForumRoute<PostResponse>('getPost', instructor, { params: { id: liked } });

  const listed = await callForumRoute<CoursePostsResponse>('listCoursePosts', sessions.student.user.id, {
    params: { id: webId },
  });
  const checks: BenchCheck[] = [
    {
      name: `a post with ${REPLIES} replies in pages of ${pageSize}`,
      ok: seen === REPLIES && pages === expectedPages && partitionQueries === pages,
      detail: `${seen} replies in ${pages} pages with ${partitionQueries} Queries of the post's partition (one per page); DynamoDB requests per page ${perPage.join(', ')} (with the caller lookup)`,
    },
    {
      name: `${LIKERS} users like one post at once`,
      ok: failed === 0 && after.post.likeCount === LIKERS,
      detail: `likeCount ${after.post.likeCount}, ${failed} calls failed, ${Math.round(elapsed)} ms for all ${LIKERS}`,
    },
    {
      name: 'the forum page the calls read is a full page',
      ok: listed.posts.length === 20,
      detail: `${listed.posts.length} posts (${listed.posts.filter((p) => p.pinned).length} pinned)`,
    },
  ];

  const calls: BenchCall[] = [
    // The handler's 2 in one parallel round (BatchGet of course, enrolment, likes ∥ the posts Query) + the caller.
    { path: `/api/forums/course/${webId}`, as: 'student', maxRequests: 3 },
    { path: `/api/forums/course/${webId}?category=technical`, as: 'student', maxRequests: 3 },
    // The first page of a thread: one Query (the post and 50 replies), one BatchGet (enrolment, likes) + caller.
    { path: `/api/forums/${long}`, as: 'student', maxRequests: 3, maxRatio: false },
  ];
  return { calls, checks };
};
