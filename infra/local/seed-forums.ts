import { type RouteModules, routeCaller } from './seed-call';

/** The forum routes' handler modules the demo, the bench and tests call (loaded late, as the gateway does). */
export const forumRouteModules = {
  'list-course-posts': () => import('../../functions/src/forums/list-course-posts'),
  'list-my-posts': () => import('../../functions/src/forums/list-my-posts'),
  'get-post': () => import('../../functions/src/forums/get-post'),
  'create-post': () => import('../../functions/src/forums/create-post'),
  'reply-to-post': () => import('../../functions/src/forums/reply-to-post'),
  'like-post': () => import('../../functions/src/forums/like-post'),
  'like-reply': () => import('../../functions/src/forums/like-reply'),
  'pin-post': () => import('../../functions/src/forums/pin-post'),
  'lock-post': () => import('../../functions/src/forums/lock-post'),
} satisfies RouteModules;

/** Calls a forum route's handler module as the local gateway does once it has checked the token. */
export const callForumRoute = routeCaller(forumRouteModules, 'seed');

/** A demo person: the user's id (the token's sub), name and email. */
interface DemoPerson {
  id: string;
  name: string;
  email: string;
}

/** Who wrote a piece of demo text: the instructor or one of the four demo students (by email). */
type Who = 'instructor' | `${string}@demo.academy`;

interface DemoThread {
  author: Who;
  title: string;
  content: string;
  category: 'general' | 'assignment' | 'technical' | 'announcement';
  replies: { author: Who; content: string; likedBy?: Who[] }[];
  likedBy?: Who[];
  pinned?: boolean;
  locked?: boolean;
}

/** The Web Foundations forum, oldest thread first (so the newest-first list opens on the latest). */
const webThreads: DemoThread[] = [
  {
    author: 'instructor',
    category: 'announcement',
    title: 'Welcome to Web Foundations: start here',
    content:
      'Welcome, everyone! Work through the modules in order, post questions here in the forum, and try the ' +
      'assignments as soon as each module is done. Live sessions are on Saturdays at 11:00 IST.',
    pinned: true,
    likedBy: ['student@demo.academy', 'student2@demo.academy', 'student3@demo.academy'],
    replies: [
      { author: 'student@demo.academy', content: 'Thank you! Excited to get started.' },
      { author: 'student4@demo.academy', content: 'Will the live sessions be recorded?' },
      {
        author: 'instructor',
        content: 'Yes: recordings appear under Resources the day after each session.',
        likedBy: ['student4@demo.academy'],
      },
    ],
  },
  {
    author: 'student@demo.academy',
    category: 'general',
    title: 'How do I centre a div both ways?',
    content:
      'I can centre text with text-align, but my <div> box stays at the top left. What is the modern way?',
    likedBy: ['student2@demo.academy'],
    replies: [
      {
        author: 'student2@demo.academy',
        content: 'On the parent: display: flex; justify-content: center; align-items: center;',
        likedBy: ['student@demo.academy'],
      },
      {
        author: 'instructor',
        content: 'Flexbox works. With Grid it is even shorter: display: grid; place-items: center;',
        likedBy: ['student@demo.academy', 'student3@demo.academy'],
      },
      { author: 'student@demo.academy', content: 'Grid did it, thanks both!' },
    ],
  },
  {
    author: 'instructor',
    category: 'assignment',
    title: 'Semantic profile page: questions about the brief',
    content:
      'Ask here about "Build a semantic profile page". Submissions are graded on semantic structure first, ' +
      'then on accessibility (alt text, headings in order).',
    locked: true,
    replies: [
      { author: 'student3@demo.academy', content: 'May we use a CSS framework, or only plain CSS?' },
      { author: 'instructor', content: 'Plain CSS only for this one, please.' },
      {
        author: 'instructor',
        content: 'Closing this thread now that grading has started. Open a new discussion for anything else.',
      },
    ],
  },
  {
    author: 'instructor',
    category: 'technical',
    title: 'Live Server does not reload when I save',
    content:
      'A few of you asked about this. In VS Code, check that Live Server is watching the folder you opened, ' +
      'and that auto save is not set to "afterDelay" with a long delay.',
    replies: [{ author: 'student2@demo.academy', content: 'It was the folder. Working now.' }],
  },
  {
    author: 'student3@demo.academy',
    category: 'general',
    title: 'Study group for the JavaScript module?',
    content: 'Anyone want to meet online on Wednesday evenings to go through the DOM exercises together?',
    likedBy: ['student4@demo.academy'],
    replies: [{ author: 'student4@demo.academy', content: 'Count me in!' }],
  },
];

interface ListedPost {
  id: string;
  title: string;
  pinned: boolean;
  locked: boolean;
  likedByMe: boolean;
}
interface ReadPost {
  post: ListedPost;
  replies: { id: string; content: string; author: { _id: string }; likedByMe: boolean }[];
  nextCursor: string | null;
}

/**
 * Demo discussions on Web Foundations (its instructor and the four demo students, enrolled by the assignments
 * seed before this runs): threads with replies, a pinned announcement, a locked thread and likes, all through
 * the forum handlers (so counters and notifications are the real ones). Idempotent on every start: a thread is
 * found by title, a reply by author and text, a like by likedByMe (likes toggle), pin and lock by their flags.
 */
export async function seedForums(people: { instructor: DemoPerson; students: DemoPerson[] }): Promise<void> {
  const { courseIdFor } = await import('./seed-courses');
  const courseId = courseIdFor('web-foundations-html-css-js');
  const who = (w: Who): DemoPerson =>
    w === 'instructor' ? people.instructor : people.students.find((s) => s.email === w)!;
  const owner = people.instructor.id;
  const listed = await callForumRoute<{ posts: ListedPost[] }>('list-course-posts', owner, {
    params: { id: courseId },
    query: { limit: '50' },
  });
  for (const thread of webThreads) {
    let postId = listed.posts.find((p) => p.title === thread.title)?.id;
    postId ??= (
      await callForumRoute<{ post: ListedPost }>('create-post', who(thread.author).id, {
        body: { course: courseId, title: thread.title, content: thread.content, category: thread.category },
      })
    ).post.id;
    const read = () =>
      callForumRoute<ReadPost>('get-post', owner, { params: { id: postId! }, query: { limit: '100' } });
    let current = await read();
    // Replies before the lock (a locked post takes none).
    if (current.post.locked && thread.replies.length > current.replies.length) {
      await callForumRoute('lock-post', owner, { params: { id: postId } });
      current = await read();
    }
    for (const r of thread.replies) {
      const author = who(r.author);
      if (current.replies.some((x) => x.author._id === author.id && x.content === r.content)) continue;
      await callForumRoute('reply-to-post', author.id, {
        params: { id: postId },
        body: { content: r.content },
      });
    }
    current = await read();
    for (const liker of thread.likedBy ?? []) {
      const id = who(liker).id;
      const mine = await callForumRoute<ReadPost>('get-post', id, { params: { id: postId } });
      if (!mine.post.likedByMe) await callForumRoute('like-post', id, { params: { id: postId } });
    }
    for (const r of thread.replies) {
      const author = who(r.author);
      const replyId = current.replies.find((x) => x.author._id === author.id && x.content === r.content)?.id;
      if (!replyId) continue;
      for (const liker of r.likedBy ?? []) {
        const id = who(liker).id;
        const mine = await callForumRoute<ReadPost>('get-post', id, {
          params: { id: postId },
          query: { limit: '100' },
        });
        if (!mine.replies.find((x) => x.id === replyId)?.likedByMe) {
          await callForumRoute('like-reply', id, { params: { id: postId, replyId } });
        }
      }
    }
    if (Boolean(thread.pinned) !== current.post.pinned) {
      await callForumRoute('pin-post', owner, { params: { id: postId } });
    }
    if (Boolean(thread.locked) !== current.post.locked) {
      await callForumRoute('lock-post', owner, { params: { id: postId } });
    }
  }
}
