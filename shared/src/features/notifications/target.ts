import type { Role } from '../../roles';
import type { Notification, NotificationType } from './schemas';

/** A screen of the web app (frontend/src/app/routes.ts), with a query string where the screen takes one. */
type Target = `/${string}`;

/**
 * Where a notification of each type takes each role: the bell's links and the mails' buttons (issue 37) alike. The spec gives the instructor's targets (part 1,
 * Notification dropdown: chat, support, forum, assignment, enrollment); the rest are the screen of the same
 * thing for that role. Admins may open every instructor screen, so they share them but for support and
 * enrolments, which have admin screens of their own.
 */
const targets = {
  student: {
    chat: '/student/chat',
    support: '/student/support',
    forum: '/student/discussion-forum',
    discussion: '/student/discussion-forum',
    assignment: '/student/assignments',
    enrollment: '/student/dashboard',
    'live-session': '/student/live-sessions',
    account: '/profile/privacy',
  },
  instructor: {
    chat: '/instructor/chats',
    support: '/instructor/tickets',
    forum: '/instructor/discussions',
    discussion: '/instructor/discussions',
    assignment: '/instructor/courses?tab=assignments',
    enrollment: '/instructor/courses',
    'live-session': '/instructor/courses?tab=sessions',
    account: '/profile/privacy',
  },
  admin: {
    chat: '/instructor/chats',
    support: '/admin/support',
    forum: '/instructor/discussions',
    discussion: '/instructor/discussions',
    assignment: '/instructor/courses?tab=assignments',
    enrollment: '/admin/courses',
    'live-session': '/instructor/courses?tab=sessions',
    account: '/profile/privacy',
  },
} as const satisfies Record<Role, Record<NotificationType, Target>>;

/**
 * The page a notification opens for the signed-in role. An enrolment's `sourceId` is its course: a student
 * goes to learn it, its instructor to that course on the course management screen. An assignment's
 * `sourceId` is its course too: a student goes to that course's assignments, an instructor or an admin to
 * the course's Assignments tab. A forum or discussion notification's `sourceId` is its course: a student goes
 * to the Discussions tab of its learning page, an instructor or an admin to that course's discussions. A
 * live-session notification's `sourceId` is its course: a student goes to that course's live sessions, an
 * instructor or an admin to the course's Sessions tab. A chat notification's `sourceId` is the chat
 * (`<courseId>_<studentId>`): a student goes to that course's mentor, staff to the thread. A support
 * notification's `sourceId` is the ticket, opened on the role's support screen.
 */
/**
 * The `sourceId` of the notifications about a purchase (its tax invoice, a refund; issue 39): they open My
 * purchases for the student and the payments page for staff, where the documents and refunds are.
 */
export const PURCHASES_SOURCE = 'purchases';

export function notificationTarget(
  notification: Pick<Notification, 'type' | 'sourceId'>,
  role: Role,
): string {
  const { type, sourceId } = notification;
  if (type === 'enrollment' && sourceId === PURCHASES_SOURCE)
    return role === 'student' ? '/student/purchases' : '/admin/payments';
  if (type === 'enrollment' && sourceId) {
    const course = encodeURIComponent(sourceId);
    if (role === 'student') return `/learn/${course}`;
    if (role === 'instructor') return `/instructor/courses?course=${course}`;
  }
  if (type === 'assignment' && sourceId) {
    const course = encodeURIComponent(sourceId);
    if (role === 'student') return `/student/assignments/${course}`;
    return `/instructor/courses?tab=assignments&course=${course}`;
  }
  if ((type === 'forum' || type === 'discussion') && sourceId) {
    const course = encodeURIComponent(sourceId);
    if (role === 'student') return `/learn/${course}?tab=discussions`;
    return `/instructor/discussions?course=${course}`;
  }
  if (type === 'live-session' && sourceId) {
    const course = encodeURIComponent(sourceId);
    if (role === 'student') return `/student/live-sessions?courseId=${course}`;
    return `/instructor/courses?tab=sessions&course=${course}`;
  }
  if (type === 'chat' && sourceId) {
    // The chat id is `<courseId>_<studentId>`: a student picks the course's mentor, staff open the thread.
    if (role === 'student') return `/student/chat?course=${encodeURIComponent(sourceId.split('_')[0] ?? '')}`;
    return `/instructor/chats?chat=${encodeURIComponent(sourceId)}`;
  }
  if (type === 'support' && sourceId) {
    return `${targets[role].support}?ticket=${encodeURIComponent(sourceId)}`;
  }
  return targets[role][type];
}

export const notificationTypeLabels: Record<NotificationType, string> = {
  chat: /*i18n*/ 'Chat',
  support: /*i18n*/ 'Support',
  forum: /*i18n*/ 'Forum',
  discussion: /*i18n*/ 'Discussion',
  assignment: /*i18n*/ 'Assignment',
  enrollment: /*i18n*/ 'Enrolment',
  'live-session': /*i18n*/ 'Live session',
  account: /*i18n*/ 'Account',
};

/** The type as a word for a badge ("Live session"). */
export const notificationTypeLabel = (type: NotificationType): string => notificationTypeLabels[type];
