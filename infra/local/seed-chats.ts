import type { StudentChatsResponse } from '@academy/shared';
import { chatsRoutes } from '@academy/shared/features/chats/routes';
import { type DemoPerson, routeCaller, routeModules } from './seed-call';
import { courseIdFor } from './seed-courses';

/** The chat routes' handler modules the demo, the bench and tests call (loaded late, as the gateway does). */
export const chatRouteModules = routeModules(chatsRoutes);

/** Calls a chat route's handler module as the local gateway does once it has checked the token. */
export const callChatRoute = routeCaller(chatRouteModules, 'seed');

/** Who writes a line: the conversation's student or its mentor; `open` is one of them opening the thread (reads it). */
type Step = { from: 'student' | 'mentor'; text: string } | { open: 'student' | 'mentor' };

interface DemoConversation {
  student: `${string}@demo.academy`;
  course: string;
  mentor: 'primary' | 'second';
  steps: Step[];
}

/**
 * Oldest conversation first, so the lists open on the newest. Where a conversation ends decides its unread
 * badges: after an `open` by both, none; a last line nobody opened, one side's.
 */
const conversations: DemoConversation[] = [
  {
    // Read on both sides.
    student: 'student3@demo.academy',
    course: 'web-foundations-html-css-js',
    mentor: 'primary',
    steps: [
      { from: 'student', text: 'Hi! Is flexbox or grid better for the module 3 layout exercise?' },
      { from: 'student', text: 'I got the header working with flexbox but the cards wrap oddly.' },
      { open: 'mentor' },
      {
        from: 'mentor',
        text: 'Grid suits the card area: try grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)). Keep flexbox for the header.',
      },
      { open: 'student' },
      { from: 'student', text: 'That fixed it, thank you!' },
      { open: 'mentor' },
    ],
  },
  {
    // The mentor checked in first; the student's answer is still unread by the mentor.
    student: 'student2@demo.academy',
    course: 'web-foundations-html-css-js',
    mentor: 'primary',
    steps: [
      {
        from: 'mentor',
        text: 'Hi Vikram, I noticed you paused after module 1. Anything blocking you? Happy to help.',
      },
      { open: 'student' },
      {
        from: 'student',
        text: 'Thanks for checking in! Work was busy; I will pick up module 2 this weekend.',
      },
    ],
  },
  {
    // Read on both sides.
    student: 'student@demo.academy',
    course: 'web-foundations-html-css-js',
    mentor: 'primary',
    steps: [
      { from: 'student', text: 'Hello! I finished the course. What should I learn next?' },
      { open: 'mentor' },
      {
        from: 'mentor',
        text: 'Congratulations on finishing! React 19 with TypeScript is the natural next step, and you are already enrolled.',
      },
      { open: 'student' },
      { from: 'student', text: 'Great, starting it today.' },
      { open: 'mentor' },
    ],
  },
  {
    // The mentor's answer is unread by the student.
    student: 'student@demo.academy',
    course: 'python-data-analysis',
    mentor: 'second',
    steps: [
      { from: 'student', text: 'In the pandas module, when should I use loc instead of iloc?' },
      { open: 'mentor' },
      {
        from: 'mentor',
        text: 'loc selects by label (column names, index values), iloc by position. With a default RangeIndex they look alike, which is why it is confusing at first.',
      },
      { from: 'mentor', text: 'Try df.loc[df["city"] == "Pune", ["name", "score"]] in the next exercise.' },
    ],
  },
  {
    // The newest: the student's question is unread by the mentor.
    student: 'student@demo.academy',
    course: 'react-typescript-production-apps',
    mentor: 'primary',
    steps: [
      {
        from: 'student',
        text: 'Quick question on module 1: should the fetch call live in useEffect or in a TanStack Query hook?',
      },
    ],
  },
];

/**
 * Demo conversations between the demo students and instructors, on courses the seed enrols them in, made through
 * the chat handlers (so the lists, unread counts and notifications are the real ones): some read on both sides,
 * some with unread messages for the student or for the mentor. Idempotent: a conversation that exists already
 * (in the student's list) is left as it is, so a second start adds no message.
 */
export async function seedChats(demo: {
  instructors: { primary: DemoPerson; second: DemoPerson };
  students: DemoPerson[];
}): Promise<void> {
  const lists = new Map<string, StudentChatsResponse>();
  for (const c of conversations) {
    const student = demo.students.find((s) => s.email === c.student);
    if (!student) continue;
    const mentor = demo.instructors[c.mentor];
    const courseId = courseIdFor(c.course);
    if (!lists.has(student.id)) {
      lists.set(student.id, await callChatRoute<StudentChatsResponse>('listStudentChats', student.id));
    }
    const entry = lists.get(student.id)!.mentors.find((m) => m.courseId === courseId);
    // Not enrolled (an older seed) or already there: nothing to do.
    if (!entry || entry.chat) continue;
    const id = `${courseId}_${student.id}`;
    for (const step of c.steps) {
      if ('open' in step) {
        await callChatRoute('getChat', step.open === 'student' ? student.id : mentor.id, { params: { id } });
      } else if (step.from === 'student') {
        await callChatRoute('sendChatToMentor', student.id, {
          params: { id: courseId },
          body: { content: step.text },
        });
      } else {
        await callChatRoute('sendChatToStudent', mentor.id, {
          params: { id: courseId, studentId: student.id },
          body: { content: step.text },
        });
      }
    }
  }
}
