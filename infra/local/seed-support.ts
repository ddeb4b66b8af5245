import type { TicketCategory, TicketDetail, TicketPriority, TicketStatus } from '@academy/shared';
import { supportRoutes } from '@academy/shared/features/support/routes';
import { type DemoPerson, routeCaller, routeModules } from './seed-call';
import { courseIdFor } from './seed-courses';

/** The support routes' handler modules the demo, the bench and tests call (loaded late, as the gateway does). */
export const supportRouteModules = routeModules(supportRoutes);

/** Calls a support route's handler module as the local gateway does once it has checked the token. */
export const callSupportRoute = routeCaller(supportRouteModules, 'seed');

/** Who acts: a demo student (by email), one of the two instructors, or the admin. */
type Who = `${string}@demo.academy` | 'primary' | 'second' | 'admin';

/** A step after creation: a reply, a status change (by staff), or the admin routing it to a staff member. */
type Step =
  | { from: Who; text: string }
  | { by: Who; status: TicketStatus }
  | { by: 'admin'; assign: 'primary' | 'second' };

interface DemoTicket {
  /** Its request id: the same ticket on every start. */
  key: string;
  from: Who;
  subject: string;
  description: string;
  category?: TicketCategory;
  priority?: TicketPriority;
  /** The course it is about (its instructor is assigned). */
  course?: string;
  steps: Step[];
}

/** Oldest first, so the newest-first lists open on the last; every status is there, most of them on instructor@'s courses. */
const tickets: DemoTicket[] = [
  {
    key: 'seed-support-certificate-name',
    from: 'student@demo.academy',
    course: 'web-foundations-html-css-js',
    category: 'course',
    subject: 'My name is misspelled on the certificate',
    description:
      'The Web Foundations certificate says "Anaya Gupta" but my name is Ananya Gupta. Could it be issued again?',
    steps: [
      {
        from: 'primary',
        text: 'Sorry about that! I have asked for the certificate to be issued again with your name.',
      },
      { from: 'student@demo.academy', text: 'Thank you, the new one is correct.' },
      { by: 'primary', status: 'resolved' },
    ],
  },
  {
    key: 'seed-support-invoice',
    from: 'student3@demo.academy',
    category: 'billing',
    priority: 'low',
    subject: 'GST invoice for my employer',
    description: 'My company reimburses the course fee. Can I get an invoice with our GSTIN on it?',
    steps: [
      { by: 'admin', status: 'in-progress' },
      {
        from: 'admin',
        text: 'Invoices with a GSTIN are on their way to your e-mail. Reply here if anything is missing.',
      },
      { by: 'admin', status: 'closed' },
    ],
  },
  {
    key: 'seed-support-video-buffering',
    from: 'student2@demo.academy',
    course: 'web-foundations-html-css-js',
    priority: 'high',
    subject: 'Module 2 video keeps buffering',
    description: 'The Module 2 lesson stops every few seconds, even though other sites stream fine for me.',
    steps: [
      { by: 'primary', status: 'in-progress' },
      { from: 'primary', text: 'Which browser are you on? Does lowering the quality in the player help?' },
      { from: 'student2@demo.academy', text: 'Chrome on Windows. Lower quality helps a little.' },
    ],
  },
  {
    key: 'seed-support-dataset-link',
    from: 'student@demo.academy',
    course: 'python-data-analysis',
    subject: 'Dataset link in the pandas lesson is broken',
    description: 'The CSV link under Resources gives a 404, so I cannot follow the groupby examples.',
    steps: [
      { by: 'second', status: 'in-progress' },
      { from: 'second', text: 'Thanks for flagging it. A new link goes up today.' },
    ],
  },
  {
    key: 'seed-support-mentor-batch',
    from: 'primary',
    category: 'other',
    priority: 'low',
    subject: 'A co-mentor for the weekend batch',
    description:
      'The Saturday Web Foundations batch has grown past 40 learners. Could we add a co-mentor for the live sessions?',
    steps: [{ from: 'admin', text: 'Good idea. We are checking who is free on Saturdays.' }],
  },
  {
    key: 'seed-support-upload-413',
    from: 'student4@demo.academy',
    course: 'web-foundations-html-css-js',
    priority: 'urgent',
    subject: 'Assignment upload fails',
    description: 'Submitting my profile page assignment shows "Failed to submit". The deadline is tomorrow!',
    steps: [],
  },
  {
    key: 'seed-support-react-refund',
    from: 'student@demo.academy',
    course: 'react-typescript-production-apps',
    category: 'billing',
    subject: 'Refund window for the React course',
    description:
      'I bought React with TypeScript last week. Is the 7-day refund still open if I change my mind?',
    steps: [
      { from: 'primary', text: 'Yes, within 7 days of purchase. I have passed your question to billing.' },
    ],
  },
  {
    // About no course, so it reached the admin desk; the admin routed it to instructor@ (/instructor/tickets).
    key: 'seed-support-routed-next-course',
    from: 'student4@demo.academy',
    category: 'course',
    subject: 'React next, or more JavaScript first?',
    description:
      'I am close to the end of Web Foundations. Should I start React with TypeScript now, or spend a few more weeks on plain JavaScript?',
    steps: [
      {
        from: 'admin',
        text: 'Good question for your mentor: I have passed this to the Web Foundations instructor.',
      },
      { by: 'admin', assign: 'primary' },
    ],
  },
  {
    key: 'seed-support-change-email',
    from: 'student2@demo.academy',
    category: 'account',
    subject: 'Change the e-mail on my account',
    description: 'I would like to use my new work address for sign-in and certificates.',
    steps: [],
  },
  {
    // Issue 41: a grievance to the privacy officer, its answer due 30 days after it was opened.
    key: 'seed-support-privacy-grievance',
    from: 'student3@demo.academy',
    category: 'privacy',
    subject: 'Who can see my watch time?',
    description:
      'I turned off watch-time analytics on my Privacy page. Can my instructor still see how long I watched each lesson?',
    steps: [
      { by: 'admin', status: 'in-progress' },
      {
        from: 'admin',
        text: 'Thank you for asking. We are checking with the grievance officer and will answer within 30 days.',
      },
    ],
  },
];

/**
 * Demo tickets in every status through the support handlers (numbers, counters, assignments and notifications are
 * the real ones): from the demo students and one from instructor@, most about instructor@'s courses so
 * /instructor/tickets has a full list, with staff replies, and one about no course that the admin routed to
 * instructor@ (who was told). Idempotent on every start: each ticket has a fixed
 * request id, so creating it again answers the ticket made before; its replies and status changes are played only
 * while it is untouched (open, no messages, never updated), so a rerun changes nothing, nor undoes what the demo
 * users did with it since.
 */
export async function seedSupport(demo: {
  admin: DemoPerson;
  instructors: { primary: DemoPerson; second: DemoPerson };
  students: DemoPerson[];
}): Promise<void> {
  const who = (w: Who): DemoPerson =>
    w === 'admin'
      ? demo.admin
      : w === 'primary' || w === 'second'
        ? demo.instructors[w]
        : demo.students.find((s) => s.email === w)!;
  for (const t of tickets) {
    let ticket = await callSupportRoute<TicketDetail>('createTicket', who(t.from).id, {
      body: {
        subject: t.subject,
        description: t.description,
        ...(t.category ? { category: t.category } : {}),
        ...(t.priority ? { priority: t.priority } : {}),
        ...(t.course ? { courseId: courseIdFor(t.course) } : {}),
        requestId: t.key,
      },
    });
    const untouched =
      ticket.status === 'open' && ticket.messageCount === 0 && ticket.updatedAt === ticket.createdAt;
    if (!untouched) continue;
    for (const step of t.steps) {
      ticket =
        'text' in step
          ? await callSupportRoute<TicketDetail>('addTicketMessage', who(step.from).id, {
              params: { id: ticket._id },
              body: { message: step.text },
            })
          : await callSupportRoute<TicketDetail>('setTicketStatus', who(step.by).id, {
              params: { id: ticket._id },
              body: 'assign' in step ? { assignedTo: who(step.assign).id } : { status: step.status },
            });
    }
  }
}
