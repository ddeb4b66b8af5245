import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  enrol,
  newInstructor,
  newStudent,
  type Session,
  type Student,
  signedInBeforeAll,
  uniqueEmail,
} from '../support/api';
import { storedCourse } from '../support/courses';
import { countRequests, partitionItems, storedNotifications, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { putNewUser } = await import('../../functions/src/users/repository');
const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
const { keys } = await import('../support/table-keys');
const { invokeRoute } = await import('../../infra/local/seed-call');
const { forumRouteModules } = await import('../../infra/local/seed-forums');
const db = testDb();

interface Post {
  id: string;
  title: string;
  content: string;
  category: string;
  pinned: boolean;
  locked: boolean;
  replyCount: number;
  likeCount: number;
  likedByMe: boolean;
}
interface Reply {
  id: string;
  content: string;
  likeCount: number;
  likedByMe: boolean;
}

const admin = signedInBeforeAll('admin@demo.academy');

const createPost = (token: string, body: Record<string, unknown>) =>
  api('/api/forums', { method: 'POST', token, body });

async function post(token: string, course: string, title: string, extra: Record<string, unknown> = {}) {
  const res = await createPost(token, { course, title, content: `About ${title}.`, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post as Post;
}

const list = (token: string, courseId: string, query = '') =>
  api(`/api/forums/course/${courseId}${query ? `?${query}` : ''}`, { token });

const getPost = (token: string, postId: string, query = '') =>
  api(`/api/forums/${postId}${query ? `?${query}` : ''}`, { token });

const reply = (token: string, postId: string, content: string) =>
  api(`/api/forums/${postId}/reply`, { method: 'POST', token, body: { content } });

const action = (token: string, postId: string, what: 'pin' | 'lock' | 'like') =>
  api(`/api/forums/${postId}/${what}`, { method: 'POST', token });

/** The notifications a user holds about one course with one title. */
const notificationsOf = (userId: string, courseId: string, title: string) =>
  storedNotifications(userId, { sourceId: courseId, title });

describe('forums: who may read, write and moderate', () => {
  let instructor: Session;
  let otherInstructor: Session;
  let courseId: string;
  let student: Student;
  let outsider: Student;
  let staffPost: Post;

  beforeAll(async () => {
    [instructor, otherInstructor] = await Promise.all([
      newInstructor(admin.token, 'Meera Iyer'),
      newInstructor(admin.token, 'Other Teacher'),
    ]);
    courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Forum Course' })).id;
    [student, outsider] = await Promise.all([newStudent('Arjun Nair'), newStudent('Outside Person')]);
    await enrol(student.token, courseId);
    staffPost = await post(instructor.token, courseId, 'Welcome', { category: 'announcement' });
  });

  it('lets the enrolled student, the instructor and an admin read the forum', async () => {
    for (const [token, canModerate] of [
      [student.token, false],
      [instructor.token, true],
      [admin.token, true],
    ] as const) {
      const res = await list(token, courseId);
      expect(res.status).toBe(200);
      expect(res.body.canModerate).toBe(canModerate);
      expect(res.body.course).toEqual({ id: courseId, title: 'Forum Course' });
      expect(res.body.posts.map((p: Post) => p.id)).toContain(staffPost.id);
      const one = await getPost(token, staffPost.id);
      expect(one.status).toBe(200);
      expect(one.body.post.title).toBe('Welcome');
    }
  });

  it('refuses a student who is not enrolled: list, read, post, reply and like (403), storing nothing', async () => {
    const refused = [
      await list(outsider.token, courseId),
      await getPost(outsider.token, staffPost.id),
      await createPost(outsider.token, { course: courseId, title: 'Hi', content: 'Let me in' }),
      await reply(outsider.token, staffPost.id, 'Me too'),
      await action(outsider.token, staffPost.id, 'like'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You are not enrolled in this course');
    }
    const after = await getPost(instructor.token, staffPost.id);
    expect(after.body.post).toMatchObject({ replyCount: 0, likeCount: 0 });
    expect(after.body.replies).toEqual([]);
    expect((await list(instructor.token, courseId)).body.posts).toHaveLength(1);
  });

  it("refuses another instructor: read, post, pin and lock another instructor's course forum (403)", async () => {
    const refused = [
      await list(otherInstructor.token, courseId),
      await getPost(otherInstructor.token, staffPost.id),
      await createPost(otherInstructor.token, { course: courseId, title: 'Hi', content: 'Hello' }),
      await action(otherInstructor.token, staffPost.id, 'pin'),
      await action(otherInstructor.token, staffPost.id, 'lock'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only manage your own courses');
    }
    const after = (await getPost(instructor.token, staffPost.id)).body.post;
    expect(after).toMatchObject({ pinned: false, locked: false });
  });

  it('refuses a student pin, lock, an announcement or any category but general (403)', async () => {
    expect((await action(student.token, staffPost.id, 'pin')).status).toBe(403);
    expect((await action(student.token, staffPost.id, 'lock')).status).toBe(403);
    for (const category of ['announcement', 'technical', 'assignment']) {
      const res = await createPost(student.token, {
        course: courseId,
        title: 'Mine',
        content: 'x',
        category,
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only instructors can post in this category');
    }
    const general = await createPost(student.token, {
      course: courseId,
      title: 'A question',
      content: 'Why?',
    });
    expect(general.status).toBe(201);
    expect(general.body.post).toMatchObject({ category: 'general', author: { role: 'student' } });
    const titles = (await list(instructor.token, courseId)).body.posts.map((p: Post) => p.title);
    expect(titles.sort()).toEqual(['A question', 'Welcome']);
  });

  it('answers 404 for a course or a post that does not exist, and 400 for blank text', async () => {
    const missing = await list(admin.token, 'NOSUCHCOURSE');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Course not found');
    expect((await getPost(student.token, 'NOSUCHPOST')).status).toBe(404);
    expect((await reply(student.token, staffPost.id, '   ')).status).toBe(400);
    expect((await createPost(student.token, { course: courseId, title: ' ', content: 'x' })).status).toBe(
      400,
    );
  });

  it('keeps HTML in a title, content and reply as the same plain text', async () => {
    const html = '<script>alert(1)</script>';
    const created = await post(student.token, courseId, html, { content: `<b>bold</b> & ${html}` });
    expect(created.title).toBe(html);
    expect(created.content).toBe(`<b>bold</b> & ${html}`);
    const answered = await reply(instructor.token, created.id, `<img src=x onerror="alert(2)"> ${html}`);
    expect(answered.status).toBe(201);
    expect(answered.body.reply.content).toBe(`<img src=x onerror="alert(2)"> ${html}`);
    const read = await getPost(student.token, created.id);
    expect(read.body.post.title).toBe(html);
    expect(read.body.post.content).toBe(`<b>bold</b> & ${html}`);
    expect(read.body.replies[0].content).toBe(`<img src=x onerror="alert(2)"> ${html}`);
    const listed = (await list(student.token, courseId)).body.posts.find((p: Post) => p.id === created.id);
    expect(listed.title).toBe(html);
  });
});

describe('forums: locked posts', () => {
  it('refuses a reply to a locked post with 423 and stores nothing; unlocking lets replies in again', async () => {
    const instructor = await newInstructor(admin.token, 'Lock Teacher');
    const courseId = (await storedCourse({ instructorId: instructor.user.id })).id;
    const student = await newStudent('Lock Learner');
    await enrol(student.token, courseId);
    const p = await post(instructor.token, courseId, 'Closing soon');
    expect((await reply(student.token, p.id, 'First!')).status).toBe(201);
    const before = await notificationsOf(instructor.user.id, courseId, 'New reply');
    expect(before).toHaveLength(1);

    const locked = await action(instructor.token, p.id, 'lock');
    expect(locked.status).toBe(200);
    expect(locked.body.post).toMatchObject({ locked: true, replyCount: 1 });

    for (const token of [student.token, instructor.token]) {
      const res = await reply(token, p.id, 'Too late');
      expect(res.status).toBe(423);
      expect(res.body.message).toBe('This discussion is locked; no new replies can be added.');
    }
    const read = await getPost(student.token, p.id);
    expect(read.body.post).toMatchObject({ locked: true, replyCount: 1 });
    expect(read.body.replies.map((r: Reply) => r.content)).toEqual(['First!']);
    expect(await notificationsOf(instructor.user.id, courseId, 'New reply')).toHaveLength(1);

    const unlocked = await action(instructor.token, p.id, 'lock');
    expect(unlocked.body.post.locked).toBe(false);
    expect((await reply(student.token, p.id, 'Open again')).status).toBe(201);
    expect((await getPost(student.token, p.id)).body.post.replyCount).toBe(2);
  });
});

describe('forums: likes', () => {
  let instructor: Session;
  let course: Awaited<ReturnType<typeof storedCourse>>;
  let student: Student;
  let target: Post;

  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Like Teacher');
    course = await storedCourse({ instructorId: instructor.user.id });
    student = await newStudent('Like Learner');
    await enrol(student.token, course.id);
    target = await post(instructor.token, course.id, 'Like me');
  });

  it('counts exactly 100 when 100 users like one post at once', async () => {
    const users = Array.from({ length: 100 }, (_, i) => ({
      id: ulid(),
      name: `Crowd ${i}`,
      email: uniqueEmail(`crowd${i}`),
    }));
    for (let i = 0; i < users.length; i += 20) {
      await Promise.all(
        users.slice(i, i + 20).map(async (u) => {
          await putNewUser({ ...u, role: 'student' });
          await enrollFree(u, course);
        }),
      );
    }
    const answers = await Promise.all(
      users.map((u) =>
        invokeRoute<{ liked: boolean; likeCount: number }>(forumRouteModules, 'likePost', u.id, {
          params: { id: target.id },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 200));
    expect(answers.every((a) => a.body.liked)).toBe(true);
    const read = await getPost(instructor.token, target.id);
    expect(read.body.post.likeCount).toBe(100);
  });

  it('toggles one user: like then unlike gives 0; two toggles at once also cancel out', async () => {
    const p = await post(instructor.token, course.id, 'Toggle me');
    const first = await action(student.token, p.id, 'like');
    expect(first.body).toEqual({ liked: true, likeCount: 1 });
    const listed = (await list(student.token, course.id)).body.posts.find((x: Post) => x.id === p.id);
    expect(listed).toMatchObject({ likeCount: 1, likedByMe: true });
    const second = await action(student.token, p.id, 'like');
    expect(second.body).toEqual({ liked: false, likeCount: 0 });

    const both = await Promise.all([
      action(student.token, p.id, 'like'),
      action(student.token, p.id, 'like'),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.liked).sort()).toEqual([false, true]);
    const read = await getPost(student.token, p.id);
    expect(read.body.post).toMatchObject({ likeCount: 0, likedByMe: false });
  });

  it("toggles an instructor's and an admin's like of a post and of a reply as a student's", async () => {
    const p = await post(student.token, course.id, 'Staff likes');
    const r = (await reply(student.token, p.id, 'A staff-liked answer')).body.reply as Reply;
    const likeReply = (token: string) =>
      api(`/api/forums/${p.id}/reply/${r.id}/like`, { method: 'POST', token });
    for (const token of [instructor.token, admin.token]) {
      expect((await action(token, p.id, 'like')).body).toEqual({ liked: true, likeCount: 1 });
      expect((await action(token, p.id, 'like')).body).toEqual({ liked: false, likeCount: 0 });
      expect((await likeReply(token)).body).toEqual({ liked: true, likeCount: 1 });
      expect((await action(token, p.id, 'like')).body).toEqual({ liked: true, likeCount: 1 });
      expect((await likeReply(token)).body).toEqual({ liked: false, likeCount: 0 });
      expect((await action(token, p.id, 'like')).body).toEqual({ liked: false, likeCount: 0 });
    }
  });

  it('likes a reply once per user, and tells each reader whether they like it', async () => {
    const p = await post(student.token, course.id, 'Reply likes');
    const r = (await reply(student.token, p.id, 'An answer')).body.reply as Reply;
    const like = (token: string) => api(`/api/forums/${p.id}/reply/${r.id}/like`, { method: 'POST', token });
    expect((await like(student.token)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await like(instructor.token)).body).toEqual({ liked: true, likeCount: 2 });
    expect((await like(student.token)).body).toEqual({ liked: false, likeCount: 1 });
    const asInstructor = (await getPost(instructor.token, p.id)).body.replies[0];
    const asStudent = (await getPost(student.token, p.id)).body.replies[0];
    expect(asInstructor).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(asStudent).toMatchObject({ likeCount: 1, likedByMe: false });
    const wrong = await api(`/api/forums/${p.id}/reply/NOSUCHREPLY/like`, {
      method: 'POST',
      token: student.token,
    });
    expect(wrong.status).toBe(404);
  });
});

describe('forums: order, categories and pages', () => {
  let instructor: Session;
  let courseId: string;
  let student: Student;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    instructor = await newInstructor(admin.token, 'Order Teacher');
    courseId = (await storedCourse({ instructorId: instructor.user.id })).id;
    student = await newStudent('Order Learner');
    await enrol(student.token, courseId);
    for (const [name, category] of [
      ['P1', 'general'],
      ['P2', 'technical'],
      ['P3', 'technical'],
      ['P4', 'general'],
      ['P5', 'technical'],
    ] as const) {
      ids[name] = (await post(instructor.token, courseId, name, { category })).id;
    }
    for (const name of ['P1', 'P3']) {
      const pinned = await action(instructor.token, ids[name]!, 'pin');
      expect(pinned.body.post.pinned).toBe(true);
    }
  });

  const titles = (res: { body: { posts: Post[] } }) => res.body.posts.map((p) => p.title);

  it('puts pinned posts first, newest first and oldest first', async () => {
    expect(titles(await list(student.token, courseId))).toEqual(['P3', 'P1', 'P5', 'P4', 'P2']);
    expect(titles(await list(student.token, courseId, 'sort=oldest'))).toEqual([
      'P1',
      'P3',
      'P2',
      'P4',
      'P5',
    ]);
  });

  it('pages through both orders with the cursor, the pinned part and the rest alike', async () => {
    for (const [sort, expected] of [
      ['newest', ['P3', 'P1', 'P5', 'P4', 'P2']],
      ['oldest', ['P1', 'P3', 'P2', 'P4', 'P5']],
    ] as const) {
      for (const limit of [1, 2, 3]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res = await list(
            student.token,
            courseId,
            `sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(res.status).toBe(200);
          seen.push(...titles(res));
          cursor = res.body.nextCursor;
          pages++;
        } while (cursor && pages < 10);
        expect(seen, `${sort} limit ${limit}`).toEqual(expected);
      }
    }
    const mixed = await list(student.token, courseId, 'sort=newest&limit=1');
    const wrongOrder = await list(
      student.token,
      courseId,
      `sort=oldest&cursor=${encodeURIComponent(mixed.body.nextCursor)}`,
    );
    expect(wrongOrder.status).toBe(400);
  });

  it('filters by category, pinned first', async () => {
    expect(titles(await list(student.token, courseId, 'category=technical'))).toEqual(['P3', 'P5', 'P2']);
    expect(titles(await list(student.token, courseId, 'category=technical&sort=oldest'))).toEqual([
      'P3',
      'P2',
      'P5',
    ]);
    expect(titles(await list(student.token, courseId, 'category=general'))).toEqual(['P1', 'P4']);
    expect(titles(await list(student.token, courseId, 'category=announcement'))).toEqual([]);
  });

  it('unpinning moves a post back into its place', async () => {
    expect((await action(instructor.token, ids.P3!, 'pin')).body.post.pinned).toBe(false);
    expect(titles(await list(student.token, courseId))).toEqual(['P1', 'P5', 'P4', 'P3', 'P2']);
    expect((await action(instructor.token, ids.P3!, 'pin')).body.post.pinned).toBe(true);
  });

  it("pages a post's replies oldest first with a cursor", async () => {
    const p = await post(student.token, courseId, 'Many replies');
    for (let i = 1; i <= 5; i++) expect((await reply(instructor.token, p.id, `R${i}`)).status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await getPost(
        student.token,
        p.id,
        `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.post).toMatchObject({ id: p.id, replyCount: 5 });
      expect(res.body.replies.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.replies.map((r: Reply) => r.content));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    expect(pages).toBe(3);
  });

  it("lists the student's posts of every enrolled course on /api/forums/my, newest first", async () => {
    const res = await api('/api/forums/my', { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.courses.map((c: { id: string }) => c.id)).toEqual([courseId]);
    expect(res.body.posts.length).toBeGreaterThanOrEqual(5);
    expect(res.body.nextCursor).toBeNull();
    const postIds = res.body.posts.map((p: Post) => p.id);
    expect(postIds).toEqual([...postIds].sort().reverse());
    for (const bad of ['cursor=not-a-post-id', 'limit=0', 'limit=51'])
      expect((await api(`/api/forums/my?${bad}`, { token: student.token })).status, bad).toBe(400);
  });
});

describe("forums: a student's posts across courses (AP50: the student's forum feed)", () => {
  /** The handler run in this process as the gateway runs it, with its DynamoDB requests counted. */
  const myPostsCounted = async (sub: string) => {
    const { result, requests } = await countRequests(() =>
      invokeRoute<{ posts: Post[]; nextCursor: string | null }>(forumRouteModules, 'listMyPosts', sub),
    );
    return { ...result, requests };
  };

  it('reads 12 courses in three requests and pages every post of them exactly once, newest first', async () => {
    const instructor = await newInstructor(admin.token, 'Feed Teacher');
    const student = await newStudent('Feed Student');
    const courseIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = (await storedCourse({ instructorId: instructor.user.id, title: `Feed ${i}` })).id;
      await enrol(student.token, id);
      courseIds.push(id);
    }
    const elsewhere = (await storedCourse({ instructorId: instructor.user.id, title: 'Elsewhere' })).id;
    const made: string[] = [];
    // 25 posts in the first course (more than its recent ids keep), 2 in each other one, and one elsewhere.
    for (let i = 0; i < 25; i++) made.push((await post(instructor.token, courseIds[0]!, `Busy ${i}`)).id);
    for (const id of courseIds.slice(1))
      for (let i = 0; i < 2; i++) made.push((await post(student.token, id, `Q${i}`)).id);
    const notMine = (await post(instructor.token, elsewhere, 'Not in my courses')).id;

    // The caller, the feed (one Query), the 20 posts and their likes (one BatchGet).
    const first = await myPostsCounted(student.user.id);
    expect(first.status).toBe(200);
    expect(first.requests).toBe(3);
    expect(first.body.posts).toHaveLength(20);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { posts: Post[]; nextCursor: string | null } } = await api(
        `/api/forums/my?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        {
          token: student.token,
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.posts.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.posts.map((p: Post) => p.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toEqual([...made].sort().reverse());
    expect(seen).not.toContain(notMine);
  });

  it('keeps the newest 20 ids of a course, whatever order concurrent posts land in', async () => {
    const instructor = await newInstructor(admin.token, 'Race Teacher');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Race' })).id;
    const students = await Promise.all(Array.from({ length: 6 }, (_, i) => newStudent(`Racer ${i}`)));
    for (const s of students) await enrol(s.token, courseId);
    const made = (
      await Promise.all(
        students.flatMap((s) => [1, 2, 3, 4].map((i) => post(s.token, courseId, `Race ${i}`))),
      )
    ).map((p) => p.id);
    const { Item } = await db.send(
      new GetCommand({ TableName: 'academy', Key: keys.recentPosts(courseId), ConsistentRead: true }),
    );
    expect(Item?.ids).toEqual([...made].sort().reverse().slice(0, 20));
    expect(Item?.version).toBe(24);
  });

  it('a student who enrols later finds the posts so far, then each new one; a course they are not in never shows', async () => {
    const instructor = await newInstructor(admin.token, 'Late Feed Teacher');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Late feed' })).id;
    const other = (await storedCourse({ instructorId: instructor.user.id, title: 'Not mine' })).id;
    const before = [];
    for (let i = 0; i < 3; i++) before.push((await post(instructor.token, courseId, `Before ${i}`)).id);
    const elsewhere = await post(instructor.token, other, 'Elsewhere');
    const student = await newStudent('Late Feed Student');
    const mine = async () =>
      (await api('/api/forums/my', { token: student.token })).body as {
        courses: { id: string; title: string }[];
        posts: Post[];
      };
    expect((await mine()).posts).toEqual([]);
    await enrol(student.token, courseId);
    expect((await mine()).posts.map((p) => p.id)).toEqual([...before].reverse());
    // Enrolling again (answered with the enrolment that exists) copies again and doubles nothing.
    expect(
      (await api('/api/enrollments', { method: 'POST', token: student.token, body: { courseId } })).status,
    ).toBeLessThan(300);
    const after = await post(instructor.token, courseId, 'After');
    const page = await mine();
    expect(page.posts.map((p) => p.id)).toEqual([after.id, ...[...before].reverse()]);
    expect(page.posts.map((p) => p.id)).not.toContain(elsewhere.id);
    expect(page.courses).toEqual([{ id: courseId, title: 'Late feed' }]);
    expect(await partitionItems(keys.forumFeedEntry(student.user.id, '').PK)).toHaveLength(4);
  });

  it('a student’s own post is in their feed at once, even where the fan-out’s pages would not reach them', async () => {
    const instructor = await newInstructor(admin.token, 'Own Post Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Own post' });
    const student = await newStudent('Own Post Student');
    await enrol(student.token, course.id);
    // Out of the catalogue first: other test files count every listed course's enrolments through the index
    // this test takes the student off for a moment.
    const unpublished = await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: instructor.token,
      body: { isPublished: false },
    });
    expect(unpublished.status).toBe(200);
    // As a student past the pages the request runs (or whose index entry lags): off the course's student index
    // for the post, then back on it.
    const Key = keys.enrollment(student.user.id, course.id);
    const { Item } = await db.send(new GetCommand({ TableName: 'academy', Key, ConsistentRead: true }));
    await db.send(
      new UpdateCommand({ TableName: 'academy', Key, UpdateExpression: 'REMOVE GSI1PK, GSI1SK' }),
    );
    try {
      const mine = await post(student.token, course.id, 'My own question');
      const res = await api('/api/forums/my', { token: student.token });
      expect(res.body.posts.map((p: Post) => p.id)).toEqual([mine.id]);
    } finally {
      await db.send(
        new UpdateCommand({
          TableName: 'academy',
          Key,
          UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
          ExpressionAttributeValues: { ':pk': Item?.GSI1PK, ':sk': Item?.GSI1SK },
        }),
      );
    }
  });

  it('a new enrolment copies the course’s newest 100 posts, a pinned one among them; older ones stay in the course forum', async () => {
    const { ENROLLMENT_CATCH_UP_POSTS } = await import('../../functions/src/forums/service');
    const forums = await import('../../functions/src/forums/repository');
    const instructor = await newInstructor(admin.token, 'Many Posts Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Many posts' });
    // 104 posts written as W11 writes them (without its fan-out, as nobody is enrolled yet), oldest first.
    const ids = Array.from({ length: ENROLLMENT_CATCH_UP_POSTS + 4 }, (_, i) =>
      ulid(Date.now() - (200 - i) * 1000),
    );
    for (const [i, id] of ids.entries()) {
      const at = new Date(Date.now() - (200 - i) * 1000).toISOString();
      await forums.transact([
        forums.newPostWrite(
          forums.newPostRecord(
            id,
            { courseId: course.id, courseTitle: course.title, instructorId: course.instructorId },
            {
              title: `Post ${i}`,
              content: 'c',
              category: 'general',
              author: { id: instructor.user.id, name: 'Many Posts Teacher', role: 'instructor' },
            },
            at,
          ),
        ),
      ]);
    }
    await forums.addRecentPosts(course.id, ids.slice(-20));
    // One in the middle pinned: the copy reads both parts of the course's index (AP40 keeps pinned ones apart).
    const pinned = await api(`/api/forums/${ids[50]}/pin`, { method: 'POST', token: instructor.token });
    expect(pinned.status).toBe(200);
    const student = await newStudent('Many Posts Student');
    await enrol(student.token, course.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { posts: Post[]; nextCursor: string | null } } = await api(
        `/api/forums/my?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        { token: student.token },
      );
      seen.push(...res.body.posts.map((p) => p.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    const newest = [...ids].reverse().slice(0, ENROLLMENT_CATCH_UP_POSTS);
    expect(seen).toHaveLength(ENROLLMENT_CATCH_UP_POSTS);
    expect(seen).toEqual(newest);
  });

  it('the student-feeds backfill (infra/scripts/backfill-student-feeds.ts) brings back a post, once', async () => {
    const { backfillStudentFeeds } = await import('../../infra/scripts/backfill-student-feeds');
    const instructor = await newInstructor(admin.token, 'Backfill Feed Teacher');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Backfill feed' })).id;
    const student = await newStudent('Backfill Feed Student');
    await enrol(student.token, courseId);
    const old = await post(instructor.token, courseId, 'Before the feed');
    // As a post written before the forum feed existed.
    await db.send(
      new DeleteCommand({ TableName: 'academy', Key: keys.forumFeedEntry(student.user.id, old.id) }),
    );
    const mine = async () =>
      (await api('/api/forums/my', { token: student.token })).body.posts.map((p: Post) => p.id);
    expect(await mine()).toEqual([]);
    expect(await backfillStudentFeeds(db, 'academy')).toBeGreaterThanOrEqual(1);
    expect(await mine()).toEqual([old.id]);
    await backfillStudentFeeds(db, 'academy');
    expect(await mine()).toEqual([old.id]);
  });

  it('the backfill (infra/scripts/backfill-recent-posts.ts) gives an older course its ids, once', async () => {
    const { backfillRecentPosts } = await import('../../infra/scripts/backfill-recent-posts');
    const instructor = await newInstructor(admin.token, 'Old Forum Teacher');
    const student = await newStudent('Old Forum Student');
    const courseId = (await storedCourse({ instructorId: instructor.user.id, title: 'Old forum' })).id;
    await enrol(student.token, courseId);
    const old = await post(instructor.token, courseId, 'Posted before the ids were kept');
    // As a course whose posts were written before the recent-posts items existed.
    await db.send(new DeleteCommand({ TableName: 'academy', Key: keys.recentPosts(courseId) }));
    const recent = async () =>
      (
        await db.send(
          new GetCommand({ TableName: 'academy', Key: keys.recentPosts(courseId), ConsistentRead: true }),
        )
      ).Item?.ids;
    expect(await recent()).toBeUndefined();
    expect(await backfillRecentPosts(db, 'academy')).toBeGreaterThanOrEqual(1);
    expect(await recent()).toEqual([old.id]);
    const later = await post(instructor.token, courseId, 'Posted after');
    await backfillRecentPosts(db, 'academy');
    expect(await recent()).toEqual([later.id, old.id]);
  });
});

describe('forums: notifications and the dashboard', () => {
  it('a new post reaches the instructor; replies reach the author as discussion (student) or forum (staff)', async () => {
    const instructor = await newInstructor(admin.token, 'Notify Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Notify Course' });
    const [author, replier] = await Promise.all([newStudent('Priya Shah'), newStudent('Dev Patel')]);
    await enrol(author.token, course.id);
    await enrol(replier.token, course.id);

    const q = await post(author.token, course.id, 'Stuck on flexbox');
    expect(await notificationsOf(instructor.user.id, course.id, 'New discussion')).toEqual([
      expect.objectContaining({
        type: 'forum',
        message: 'Priya Shah started “Stuck on flexbox” in Notify Course.',
      }),
    ]);
    // The instructor's own post notifies nobody about a new discussion.
    const own = await post(instructor.token, course.id, 'Office hours');
    expect(await notificationsOf(instructor.user.id, course.id, 'New discussion')).toHaveLength(1);

    expect((await reply(instructor.token, q.id, 'Try gap.')).status).toBe(201);
    expect(await notificationsOf(author.user.id, course.id, 'New reply')).toEqual([
      expect.objectContaining({
        type: 'discussion',
        message: 'Notify Teacher replied to “Stuck on flexbox”.',
      }),
    ]);
    expect((await reply(replier.token, own.id, 'Thanks!')).status).toBe(201);
    expect(await notificationsOf(instructor.user.id, course.id, 'New reply')).toEqual([
      expect.objectContaining({ type: 'forum', message: 'Dev Patel replied to “Office hours”.' }),
    ]);
    // Replying to oneself notifies nobody.
    expect((await reply(author.token, q.id, 'Solved it.')).status).toBe(201);
    expect(await notificationsOf(author.user.id, course.id, 'New reply')).toHaveLength(1);
  });

  it('an announcement reaches every enrolled student, and nobody else', async () => {
    const instructor = await newInstructor(admin.token, 'Announce Teacher');
    const course = await storedCourse({ instructorId: instructor.user.id, title: 'Announce Course' });
    const students = await Promise.all([newStudent('A1'), newStudent('A2'), newStudent('A3')]);
    const outsider = await newStudent('A4');
    for (const s of students) await enrol(s.token, course.id);
    await post(instructor.token, course.id, 'Exam on Friday', { category: 'announcement' });
    for (const s of students) {
      expect(await notificationsOf(s.user.id, course.id, 'New announcement')).toEqual([
        expect.objectContaining({ type: 'discussion' }),
      ]);
    }
    expect(await notificationsOf(outsider.user.id, course.id, 'New announcement')).toEqual([]);
    // A non-announcement post by the instructor notifies no student.
    await post(instructor.token, course.id, 'Just a note');
    expect(await notificationsOf(students[0]!.user.id, course.id, 'New announcement')).toHaveLength(1);
  });

  it("the instructor dashboard's discussions are the 5 newest across the instructor's courses", async () => {
    const instructor = await newInstructor(admin.token, 'Dash Forum Teacher');
    const [c1, c2] = await Promise.all([
      storedCourse({ instructorId: instructor.user.id, title: 'Dash One' }),
      storedCourse({ instructorId: instructor.user.id, title: 'Dash Two' }),
    ]);
    const student = await newStudent('Dash Learner');
    await enrol(student.token, c1.id);
    const made: { title: string; course: string }[] = [];
    for (let i = 1; i <= 7; i++) {
      const course = i % 2 ? c1 : c2;
      const token = i === 3 ? student.token : instructor.token;
      await post(token, course.id, `D${i}`);
      made.push({ title: `D${i}`, course: course.title });
    }
    const res = await api('/api/dashboard/instructor', { token: instructor.token });
    expect(res.status).toBe(200);
    expect(
      res.body.discussions.map((d: { title: string; courseTitle: string }) => [d.title, d.courseTitle]),
    ).toEqual(
      made
        .slice(-5)
        .reverse()
        .map((m) => [m.title, m.course]),
    );
    expect(res.body.discussions[4]).toMatchObject({ author: { name: 'Dash Learner' }, replyCount: 0 });
  });
});

describe('forums: search that finds everything (issue 33: AP40s, AP50s)', () => {
  const token = `zf${ulid().slice(-8).toLowerCase()}`;
  let forums: typeof import('../../functions/src/forums/repository');
  let teacher: Session;
  let student: Student;
  let courseA: { id: string; title: string };
  let courseB: { id: string; title: string };
  let courseC: { id: string; title: string };
  /** Every post written, by course, oldest first. */
  const made: Record<string, { id: string; title: string; category: string }[]> = {};
  let apiPost: Post;

  /** A post as W11 writes it (the post and its search entry), `minutesAgo` old. */
  async function write(
    course: { id: string; title: string },
    minutesAgo: number,
    fields: Partial<Post> = {},
  ) {
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const record = forums.newPostRecord(
      ulid(Date.parse(at)),
      { courseId: course.id, courseTitle: course.title, instructorId: teacher.user.id },
      {
        title: fields.title ?? `Hay ${minutesAgo}`,
        content: fields.content ?? 'Plain words about the course.',
        category: (fields.category ?? 'general') as 'general',
        author: { id: teacher.user.id, name: 'Search Teacher', role: 'instructor' },
      },
      at,
    );
    await forums.transact([forums.newPostWrite(record), forums.postSearchPut(record)]);
    made[course.id] = [
      ...(made[course.id] ?? []),
      { id: record.id, title: record.title, category: record.category },
    ];
    return record.id;
  }

  /** Every page of a list with a search, following the cursor; checks each page's size. */
  async function walk(token: string, path: string, query: Record<string, string>, limit: number) {
    const pages: Post[][] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
      const res = await api(`${path}?${params}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.posts.length).toBeLessThanOrEqual(limit);
      pages.push(res.body.posts);
      cursor = res.body.nextCursor;
    } while (cursor && pages.length < 100);
    expect(cursor).toBeNull();
    return pages.flat().map((p) => p.id);
  }

  const newestFirst = (ids: string[]) => [...ids].sort().reverse();

  beforeAll(async () => {
    forums = await import('../../functions/src/forums/repository');
    teacher = await newInstructor(admin.token, 'Search Teacher');
    const other = await newInstructor(admin.token, 'Other Search Teacher');
    [courseA, courseB, courseC] = await Promise.all([
      storedCourse({ instructorId: teacher.user.id, title: 'Search Alpha' }),
      storedCourse({ instructorId: teacher.user.id, title: 'Search Beta' }),
      storedCourse({ instructorId: other.user.id, title: 'Search Gamma' }),
    ]);
    // Course A: 120 posts, the oldest of them the match (older than the 100 an enrolment copies into the feed).
    await write(courseA, 1000, { title: `The needle ${token} in the stack` });
    for (let i = 0; i < 119; i++) await write(courseA, 999 - i * 2);
    // Course B: 30 posts interleaved in time with A's, one matching in its content (upper case), one announcement.
    for (let i = 0; i < 30; i++) {
      const fields: Partial<Post> =
        i === 5
          ? { content: `Look for ${token.toUpperCase()} here.` }
          : i === 12
            ? { category: 'announcement' }
            : {};
      await write(courseB, 998 - i * 7, fields);
    }
    // Course C, which the student does not take: a match that must never show to them.
    await write(courseC, 500, { title: `Not yours ${token}` });
    student = await newStudent('Search Student');
    await enrol(student.token, courseA.id);
    await enrol(student.token, courseB.id);
    // One made through the API: W11 writes its search entry.
    apiPost = await post(student.token, courseB.id, `Asked by a student, ${token}`);
    made[courseB.id]!.push({ id: apiPost.id, title: apiPost.title, category: 'general' });
  }, 120_000);

  it("finds a student's matches on any page, older than their feed reaches, in every course they take and only there", async () => {
    const expected = newestFirst([made[courseA.id]![0]!.id, made[courseB.id]![5]!.id, apiPost.id]);
    for (const limit of [1, 2, 20]) {
      expect(await walk(student.token, '/api/forums/my', { search: token.toUpperCase() }, limit)).toEqual(
        expected,
      );
    }
    // Without a search the feed holds the course's newest 100 only: the needle is not among them.
    const feed = await walk(student.token, '/api/forums/my', {}, 50);
    expect(feed).not.toContain(made[courseA.id]![0]!.id);
    // Another student, enrolled in nothing: nothing, whatever the search.
    const outsider = await newStudent('Search Outsider');
    expect(await walk(outsider.token, '/api/forums/my', { search: token }, 20)).toEqual([]);
    const res = await api(`/api/forums/my?search=${token}`, { token: student.token });
    expect(res.body.posts.map((p: Post) => p.title)).not.toContain(`Not yours ${token}`);
    expect(res.body.courses.map((c: { id: string }) => c.id).sort()).toEqual([courseA.id, courseB.id].sort());
  });

  it('pages a search matching most posts of several courses exactly once, newest first across them', async () => {
    const hay = [...made[courseA.id]!, ...made[courseB.id]!]
      .filter((p) => p.title.startsWith('Hay '))
      .map((p) => p.id);
    expect(hay.length).toBeGreaterThan(140);
    expect(await walk(student.token, '/api/forums/my', { search: 'HAY ' }, 13)).toEqual(newestFirst(hay));
  });

  it('stays bounded: a page examines at most the read limit, answers what is complete, and the cursor goes on', async () => {
    // The same search with a read limit of 40 entries a page: short pages with a cursor, the same answer in the end.
    const all: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const page = await forums.searchPostIdsAcross(
        [courseA.id, courseB.id],
        { search: 'hay ', before, limit: 20 },
        40,
      );
      expect(page.entries.length).toBeLessThanOrEqual(20);
      all.push(...page.entries.map((e) => e.postId));
      before = page.nextCursor ?? undefined;
      pages++;
    } while (before && pages < 200);
    expect(before).toBeUndefined();
    expect(pages).toBeGreaterThan(150 / 20);
    const hay = [...made[courseA.id]!, ...made[courseB.id]!]
      .filter((p) => p.title.startsWith('Hay '))
      .map((p) => p.id);
    expect(all).toEqual(newestFirst(hay));
    // Through the route: the caller, the enrolments, one Query per course (a match in each reads on once or
    // twice), one BatchGet.
    const { result, requests } = await countRequests(() =>
      invokeRoute<{ posts: Post[] }>(forumRouteModules, 'listMyPosts', student.user.id, {
        query: { search: token },
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body.posts).toHaveLength(3);
    expect(requests).toBeLessThanOrEqual(12);
  });

  it("searches one course's forum for its instructor and its students, by category and in either order", async () => {
    const pathA = `/api/forums/course/${courseA.id}`;
    const pathB = `/api/forums/course/${courseB.id}`;
    expect(await walk(teacher.token, pathA, { search: token }, 1)).toEqual([made[courseA.id]![0]!.id]);
    expect(await walk(student.token, pathB, { search: token }, 1)).toEqual(
      newestFirst([made[courseB.id]![5]!.id, apiPost.id]),
    );
    expect(await walk(admin.token, pathB, { search: token, sort: 'oldest' }, 1)).toEqual([
      made[courseB.id]![5]!.id,
      apiPost.id,
    ]);
    const bHay = made[courseB.id]!.filter((p) => p.title.startsWith('Hay ')).map((p) => p.id);
    expect(await walk(teacher.token, pathB, { search: 'hay', sort: 'oldest' }, 4)).toEqual(bHay);
    expect(await walk(teacher.token, pathB, { search: 'hay', category: 'announcement' }, 4)).toEqual([
      made[courseB.id]![12]!.id,
    ]);
    const aHay = made[courseA.id]!.filter((p) => p.title.startsWith('Hay ')).map((p) => p.id);
    expect(await walk(teacher.token, pathA, { search: 'hay' }, 50)).toEqual(newestFirst(aHay));
  });

  it('keeps a course search to the people of the course (403) and refuses bad input (400)', async () => {
    const outsider = await newStudent('Course Search Outsider');
    const other = await newInstructor(admin.token, 'Nosy Teacher');
    for (const who of [outsider, other]) {
      const res = await api(`/api/forums/course/${courseA.id}?search=${token}`, { token: who.token });
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('needle');
    }
    expect(
      (await api(`/api/forums/course/${courseC.id}?search=${token}`, { token: student.token })).status,
    ).toBe(403);
    const bad = [
      `/api/forums/my?search=${'x'.repeat(101)}`,
      `/api/forums/my?search=${encodeURIComponent('a\u0000b')}`,
      `/api/forums/my?search=${encodeURIComponent('evil\u202Egnp')}`,
      `/api/forums/my?search=hay&cursor=not-a-post-id`,
      `/api/forums/course/${courseA.id}?search=${'x'.repeat(101)}`,
      `/api/forums/course/${courseA.id}?search=hay&cursor=bm9wZQ`,
    ];
    for (const path of bad) expect((await api(path, { token: student.token })).status, path).toBe(400);
    // A cursor of one search does not go on another (nor on the list without a search).
    const first = await api(`/api/forums/course/${courseA.id}?search=hay&limit=1`, { token: teacher.token });
    const cursor = first.body.nextCursor as string;
    for (const query of [
      `search=needle&cursor=${cursor}`,
      `cursor=${cursor}`,
      `search=hay&sort=oldest&cursor=${cursor}`,
    ]) {
      expect(
        (await api(`/api/forums/course/${courseA.id}?${query}`, { token: teacher.token })).status,
        query,
      ).toBe(400);
    }
  });

  it('the search backfill (infra/scripts/backfill-post-search.ts) makes an older post findable, once', async () => {
    const { backfillPostSearch } = await import('../../infra/scripts/backfill-post-search');
    const at = new Date().toISOString();
    const old = forums.newPostRecord(
      ulid(),
      { courseId: courseA.id, courseTitle: courseA.title, instructorId: teacher.user.id },
      {
        title: `From before search ${token}x`,
        content: 'c',
        category: 'general',
        author: { id: teacher.user.id, name: 'Search Teacher', role: 'instructor' },
      },
      at,
    );
    await forums.transact([forums.newPostWrite(old)]);
    const find = () => walk(teacher.token, `/api/forums/course/${courseA.id}`, { search: `${token}x` }, 5);
    expect(await find()).toEqual([]);
    expect(await backfillPostSearch(db, 'academy')).toBeGreaterThan(0);
    await backfillPostSearch(db, 'academy');
    expect(await find()).toEqual([old.id]);
  });
});
