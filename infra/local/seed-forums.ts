import { forumsRoutes } from '@academy/shared/features/forums/routes';
import { type DemoPerson, routeCaller, routeModules } from './seed-call';

/** The forum routes' handler modules the demo, the bench and tests call (loaded late, as the gateway does). */
export const forumRouteModules = routeModules(forumsRoutes);

/** Calls a forum route's handler module as the local gateway does once it has checked the token. */
export const callForumRoute = routeCaller(forumRouteModules, 'seed');

/** Who wrote a piece of demo text: the course's instructor or one of the four demo students (by email). */
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

/**
 * The React 19 forum (the demo instructor's; the demo student and student3 are enrolled), oldest thread first.
 */
const reactThreads: DemoThread[] = [
  {
    author: 'instructor',
    category: 'announcement',
    title: 'Welcome to React 19 and TypeScript',
    content:
      'Welcome! Set up Node 20 and VS Code before module 1. Every module ends with a small task; share your ' +
      'repository link here if you get stuck and we will look at it together.',
    pinned: true,
    likedBy: ['student@demo.academy', 'student3@demo.academy'],
    replies: [{ author: 'student3@demo.academy', content: 'Node 20 installed, ready to go.' }],
  },
  {
    author: 'student@demo.academy',
    category: 'general',
    title: 'useEffect runs twice in development: is my code wrong?',
    content:
      'My fetch inside useEffect is called twice when I run npm run dev, but only once in the build. Why?',
    likedBy: ['student3@demo.academy'],
    replies: [
      {
        author: 'instructor',
        content:
          'That is StrictMode re-running effects in development to surface missing clean-ups. Return a ' +
          'clean-up (or use TanStack Query) and it stops mattering.',
        likedBy: ['student@demo.academy'],
      },
    ],
  },
  {
    author: 'instructor',
    category: 'technical',
    title: 'Typing props: interface or type?',
    content:
      'Either works for props. The course uses interface for component props and type for unions, so the ' +
      'error messages stay short. Pick one rule and keep to it across a codebase.',
    replies: [],
  },
  {
    author: 'student3@demo.academy',
    category: 'general',
    title: 'Which state library for the capstone?',
    content: 'Is React context enough for the capstone, or should I add Zustand or Redux Toolkit?',
    replies: [
      {
        author: 'instructor',
        content:
          'Context plus TanStack Query covers the capstone. Add a store only when two distant screens share state.',
      },
    ],
  },
  {
    author: 'instructor',
    category: 'assignment',
    title: 'Capstone brief: questions welcome',
    content:
      'Ask here about the capstone brief. Deployment to any static host is fine; include the live link and ' +
      'the repository in your submission.',
    replies: [{ author: 'student@demo.academy', content: 'Is Netlify fine, or only Vercel?' }],
  },
  {
    author: 'student@demo.academy',
    category: 'general',
    title: 'Form validation with zod and react-hook-form',
    content:
      'Has anyone wired a zod schema into react-hook-form? My errors show only after the second submit.',
    replies: [
      {
        author: 'student3@demo.academy',
        content: 'Use zodResolver and set mode: "onTouched". The errors appeared at once for me.',
        likedBy: ['student@demo.academy'],
      },
    ],
  },
  {
    author: 'instructor',
    category: 'technical',
    title: 'Vite build fails with "Cannot find module" on Windows',
    content:
      'If the build fails on Windows only, check the case of your import paths: Windows forgives ' +
      'Button.tsx imported as button, Linux servers do not.',
    replies: [],
  },
  {
    author: 'student3@demo.academy',
    category: 'general',
    title: 'Sharing my weather app for feedback',
    content:
      'Finished the module 4 project: a weather app with suspense and error boundaries. Feedback welcome!',
    likedBy: ['student@demo.academy'],
    replies: [{ author: 'instructor', content: 'Nice work. Try a skeleton instead of the spinner next.' }],
  },
];

/**
 * The Python for Data Analysis forum (the second demo instructor's; the demo student, student2 and student3 are
 * enrolled), oldest thread first.
 */
const pythonThreads: DemoThread[] = [
  {
    author: 'instructor',
    category: 'announcement',
    title: 'Welcome to Python for Data Analysis',
    content:
      'Welcome! Install Anaconda or use Google Colab, whichever you prefer. The datasets for every module are ' +
      'under Resources.',
    pinned: true,
    likedBy: ['student2@demo.academy'],
    replies: [{ author: 'student2@demo.academy', content: 'Colab works well on my laptop, thanks.' }],
  },
  {
    author: 'student2@demo.academy',
    category: 'general',
    title: 'SettingWithCopyWarning in pandas',
    content:
      'I filter a DataFrame and then set a column, and pandas warns about a copy. What is the right way?',
    replies: [
      {
        author: 'instructor',
        content:
          'Use .loc on the original frame, or call .copy() after filtering if you want a separate frame.',
        likedBy: ['student2@demo.academy', 'student@demo.academy'],
      },
    ],
  },
  {
    author: 'student@demo.academy',
    category: 'general',
    title: 'Reading a CSV with Indian dates (dd-mm-yyyy)',
    content: 'pd.read_csv reads 03-04-2024 as 4 March. How do I make it 3 April?',
    replies: [
      { author: 'student3@demo.academy', content: 'Pass dayfirst=True, or parse with format="%d-%m-%Y".' },
    ],
  },
  {
    author: 'instructor',
    category: 'technical',
    title: 'Matplotlib charts look blurry in Colab',
    content:
      "Add %config InlineBackend.figure_format = 'retina' at the top of the notebook for sharp charts.",
    replies: [],
  },
  {
    author: 'instructor',
    category: 'assignment',
    title: 'Sales analysis project: questions about the brief',
    content:
      'Ask here about the sales analysis project. Submit the notebook with its outputs, and a short summary of ' +
      'what you found.',
    replies: [
      { author: 'student3@demo.academy', content: 'Can we add our own charts beyond the three asked for?' },
    ],
  },
  {
    author: 'student3@demo.academy',
    category: 'general',
    title: 'groupby with two columns',
    content: 'How do I group sales by both state and month and get the total for each?',
    replies: [
      {
        author: 'student2@demo.academy',
        content: "df.groupby(['state', 'month'])['sales'].sum() and then .unstack() for a table.",
      },
    ],
  },
  {
    author: 'student2@demo.academy',
    category: 'general',
    title: 'Good datasets to practise on?',
    content: 'Any open Indian datasets you would recommend after this course?',
    replies: [
      { author: 'instructor', content: 'data.gov.in has rainfall, crop and census data to start with.' },
    ],
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
 * Demo discussions on the demo student's three courses (Web Foundations, React 19, Python for Data Analysis:
 * together a full first page of their forum), each course's by its instructor and its enrolled demo students
 * (enrolled by the seeds that run before this): threads with replies, a pinned announcement, a locked thread and
 * likes, all through the forum handlers (so counters, feeds and notifications are the real ones). Idempotent on
 * every start: a thread is found by title, a reply by author and text, a like by likedByMe (likes toggle), pin
 * and lock by their flags.
 */
export async function seedForums(people: {
  instructors: { primary: DemoPerson; second: DemoPerson };
  students: DemoPerson[];
}): Promise<void> {
  const { courseIdFor } = await import('./seed-courses');
  const forums = [
    { slug: 'web-foundations-html-css-js', instructor: people.instructors.primary, threads: webThreads },
    {
      slug: 'react-typescript-production-apps',
      instructor: people.instructors.primary,
      threads: reactThreads,
    },
    { slug: 'python-data-analysis', instructor: people.instructors.second, threads: pythonThreads },
  ];
  for (const forum of forums)
    await seedForum(courseIdFor(forum.slug), forum.instructor, forum.threads, people.students);
}

/** One course's demo threads, oldest first. */
async function seedForum(
  courseId: string,
  instructor: DemoPerson,
  threads: readonly DemoThread[],
  students: readonly DemoPerson[],
): Promise<void> {
  const who = (w: Who): DemoPerson =>
    w === 'instructor' ? instructor : students.find((s) => s.email === w)!;
  const owner = instructor.id;
  const listed = await callForumRoute<{ posts: ListedPost[] }>('listCoursePosts', owner, {
    params: { id: courseId },
    query: { limit: '50' },
  });
  for (const thread of threads) {
    let postId = listed.posts.find((p) => p.title === thread.title)?.id;
    postId ??= (
      await callForumRoute<{ post: ListedPost }>('createPost', who(thread.author).id, {
        body: { course: courseId, title: thread.title, content: thread.content, category: thread.category },
      })
    ).post.id;
    const read = () =>
      callForumRoute<ReadPost>('getPost', owner, { params: { id: postId! }, query: { limit: '100' } });
    let current = await read();
    // Replies before the lock (a locked post takes none).
    if (current.post.locked && thread.replies.length > current.replies.length) {
      await callForumRoute('lockPost', owner, { params: { id: postId } });
      current = await read();
    }
    for (const r of thread.replies) {
      const author = who(r.author);
      if (current.replies.some((x) => x.author._id === author.id && x.content === r.content)) continue;
      await callForumRoute('replyToPost', author.id, {
        params: { id: postId },
        body: { content: r.content },
      });
    }
    current = await read();
    for (const liker of thread.likedBy ?? []) {
      const id = who(liker).id;
      const mine = await callForumRoute<ReadPost>('getPost', id, { params: { id: postId } });
      if (!mine.post.likedByMe) await callForumRoute('likePost', id, { params: { id: postId } });
    }
    for (const r of thread.replies) {
      const author = who(r.author);
      const replyId = current.replies.find((x) => x.author._id === author.id && x.content === r.content)?.id;
      if (!replyId) continue;
      for (const liker of r.likedBy ?? []) {
        const id = who(liker).id;
        const mine = await callForumRoute<ReadPost>('getPost', id, {
          params: { id: postId },
          query: { limit: '100' },
        });
        if (!mine.replies.find((x) => x.id === replyId)?.likedByMe) {
          await callForumRoute('likeReply', id, { params: { id: postId, replyId } });
        }
      }
    }
    if (Boolean(thread.pinned) !== current.post.pinned) {
      await callForumRoute('pinPost', owner, { params: { id: postId } });
    }
    if (Boolean(thread.locked) !== current.post.locked) {
      await callForumRoute('lockPost', owner, { params: { id: postId } });
    }
  }
}
