import { eraseData as eraseAssignments } from '../assignments/service';
import { deleteIdentity } from '../auth/service';
import { eraseData as eraseCertificates } from '../certificates/index';
import { eraseData as eraseChats } from '../chats/service';
import { erasedEnrollmentCourseWrites, refreshCatalogRank } from '../courses/service';
import { eraseEnrollments } from '../enrollments/service';
import { eraseData as eraseForums } from '../forums/service';
import type { EraseData } from '../lib/personal-data';
import { eraseData as eraseLiveSessions } from '../live-sessions/service';
import { eraseData as eraseNotifications } from '../notifications/service';
import { eraseData as erasePayments } from '../payments/service';
import { eraseData as eraseSupport } from '../support/service';
import { eraseData as eraseUsers } from '../users/service';
import { erasePrivacyData } from './erase-privacy';

/** One feature's part of an erasure, by the name the deletion item's `partsDone` records. */
export interface ErasePart {
  name: string;
  erase: EraseData;
}

/**
 * Every feature's part of an account's erasure (issue 41, docs/privacy.md), in the fixed order the runner
 * (erase-accounts.ts) takes them, each recorded in `partsDone` once it succeeded. Notifications come before
 * users (they find the suppression by the address the profile still has); users LAST: its tombstone is written
 * once everything else is gone, and then the runner deletes the Cognito identity.
 *
 * Not listed, on purpose: coupons (the payments part hands it each code found on the person's orders, through
 * `eraseCouponLink`: coupons cannot read payments, which read coupons); auth (its MFA sessions expire by TTL
 * within minutes and hold no more than the sub); audit (entries are kept, the Rules' one-year logs); courses,
 * videos, fan-outs (nothing about a student; an instructor who still manages courses cannot ask for deletion).
 */
export const eraseParts: readonly ErasePart[] = [
  // The enrolments leave their courses' figures in the same transactions (the courses service's writes).
  {
    name: 'enrollments',
    erase: (userId) => eraseEnrollments(userId, erasedEnrollmentCourseWrites, refreshCatalogRank),
  },
  { name: 'assignments', erase: eraseAssignments },
  { name: 'certificates', erase: eraseCertificates },
  { name: 'forums', erase: eraseForums },
  { name: 'chats', erase: eraseChats },
  { name: 'support', erase: eraseSupport },
  { name: 'live-sessions', erase: eraseLiveSessions },
  { name: 'payments', erase: erasePayments },
  { name: 'notifications', erase: eraseNotifications },
  { name: 'privacy', erase: erasePrivacyData },
  { name: 'users', erase: eraseUsers },
];

/** After every part: the sign-in identity (Cognito) deleted by its e-mail; one already gone is fine. */
export const eraseIdentity = (email: string) => deleteIdentity(email);
