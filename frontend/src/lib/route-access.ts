import type { Role } from '@academy/shared';
import type { Location } from 'react-router-dom';

/**
 * Who may open each screen: the spec's route table (part 1 §2) as data, the one place guards read.
 *
 * - `public`: anyone.
 * - `guest`: anyone, but a signed-in user is sent on to their dashboard (or where they were going).
 * - `signed-in`: any signed-in role.
 * - a list of roles: only those; a signed-in user with another role goes to `/`.
 *
 * Not every screen is built yet; the router mounts the built ones and everything else shows the 404
 * page. The spec leaves some routes unguarded (marked "spec: no guard"); they are guarded here for the
 * role that obviously uses them, and get that guard when they are built.
 */
export type RouteAccess = 'public' | 'guest' | 'signed-in' | readonly Role[];

/** What a guard hands the login screen: where the visitor was going, to be sent back there once signed in. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const student = ['student'] as const;
const instructor = ['instructor'] as const;
const instructorOrAdmin = ['instructor', 'admin'] as const;
const admin = ['admin'] as const;

export const routeAccess = {
  '/': 'public',
  '/companies': 'public',
  '/universities': 'public',
  '/blog': 'public',
  '/blog/:id': 'public',
  '/about': 'public',
  '/contact': 'public',
  '/faq': 'public',
  '/help-center': 'public',
  '/courses': 'public',
  '/courses/:id': 'public',
  '/terms': 'public',
  '/privacy': 'public',
  '/refund-policy': 'public',
  // Beyond the spec's table: the public page of certificate verification (the spec has only the call).
  '/verify/:code': 'public',
  // Spec: "anyone per the route table": a visitor is asked to sign in there; a signed-in user sees their tickets.
  '/support-tickets': 'public',
  // Issue 37: a mail's unsubscribe link works without signing in (its signed token names the person and type).
  '/unsubscribe': 'public',
  // Issue 41: a parent's or guardian's consent link for a minor's account (its signed token names the child).
  '/guardian-consent': 'public',

  '/login': 'guest',
  '/register': 'guest',
  // Linked from login; a signed-in user may also reset a forgotten password.
  '/forgot-password': 'public',

  '/profile': 'signed-in',
  // Issue 41: consents, the export of one's data, the deletion of the account.
  '/profile/privacy': 'signed-in',

  '/student/dashboard': student,
  // The spec says students; the course's instructor and admins may preview it too (the page checks ownership).
  '/learn/:courseId': ['student', 'instructor', 'admin'],
  '/student/certificates': student,
  // Issue 39: the student's paid orders, invoices and refunds.
  '/student/purchases': student,
  '/student/support': student,
  '/student/live-sessions': student,
  '/student/assignments': student,
  '/student/assignments/:courseId': student,
  '/student/discussion-forum': student,
  '/student/notifications': student,
  '/student/chat': student,

  '/instructor/dashboard': instructorOrAdmin,
  '/instructor/courses': instructorOrAdmin,
  '/instructor/students': instructorOrAdmin,
  // Spec: no guard.
  '/instructor/chats': instructorOrAdmin,
  '/instructor/discussions': instructorOrAdmin,
  '/instructor/tickets': instructorOrAdmin,
  // Issue 39: an instructor's coupon codes for their own courses (admins have /admin/coupons).
  '/instructor/coupons': instructor,
  '/instructor/coupons/:code': instructor,

  // Spec: no guard.
  '/admin/add-course': admin,
  '/admin/support': admin,
  // Spec: guard not shown.
  '/admin/courses': admin,
  '/admin/dashboard': admin,
  '/admin/add-user': admin,
  '/admin/users': admin,
  // Issue 39: refund requests; coupon codes for any course or the whole site.
  '/admin/payments': admin,
  '/admin/coupons': admin,
  '/admin/coupons/:code': admin,
  // Issue 41: the audit trail of staff actions.
  '/admin/audit': admin,
} as const satisfies Record<string, RouteAccess>;

export type AppPath = keyof typeof routeAccess;

export type AccessDecision = { allow: true } | { allow: false; redirectTo: 'login' | 'home' | 'dashboard' };

/** What a guard does for a settled sign-in state (the loading state shows a spinner before this). */
export function decideAccess(access: RouteAccess, role: Role | null): AccessDecision {
  if (access === 'public') return { allow: true };
  if (access === 'guest') return role ? { allow: false, redirectTo: 'dashboard' } : { allow: true };
  if (!role) return { allow: false, redirectTo: 'login' };
  if (access === 'signed-in') return { allow: true };
  return access.includes(role) ? { allow: true } : { allow: false, redirectTo: 'home' };
}
