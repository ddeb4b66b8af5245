import type { NotificationType } from '@academy/shared/features/notifications/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NOTIFICATION_BADGE_CAP } from '../../../lib/constants';
import { formatBadgeCount } from '../../../lib/format';

export type QuickAccessKey =
  | 'courses'
  | 'profile'
  | 'assignments'
  | 'support'
  | 'discussions'
  | 'chat'
  | 'live-sessions'
  | 'certificates'
  | 'purchases';

export interface QuickAccessTile {
  key: QuickAccessKey;
  title: MessageDescriptor;
  to: string;
  /** The notification types whose unread count the tile's badge shows; none for a tile without a badge. */
  types: readonly NotificationType[];
}

/**
 * The student's Quick Access tiles (spec part 1 §2) and the notification types each one counts. Every type has
 * one tile: forum and discussion posts both belong to Discussions; enrolment news to Courses. Certificates is
 * not one of the spec's tiles; it keeps the dashboard's way to the certificates screen, and Purchases (issue 39)
 * to the invoices and refunds.
 */
export const QUICK_ACCESS_TILES: readonly QuickAccessTile[] = [
  { key: 'courses', title: msg`Courses`, to: '/courses', types: ['enrollment'] },
  { key: 'profile', title: msg`Profile`, to: '/profile', types: ['account'] },
  { key: 'assignments', title: msg`Assignments`, to: '/student/assignments', types: ['assignment'] },
  { key: 'support', title: msg`Support`, to: '/student/support', types: ['support'] },
  {
    key: 'discussions',
    title: msg`Discussions`,
    to: '/student/discussion-forum',
    types: ['forum', 'discussion'],
  },
  { key: 'chat', title: msg`Chat`, to: '/student/chat', types: ['chat'] },
  { key: 'live-sessions', title: msg`Live Sessions`, to: '/student/live-sessions', types: ['live-session'] },
  { key: 'certificates', title: msg`Certificates`, to: '/student/certificates', types: [] },
  { key: 'purchases', title: msg`Purchases`, to: '/student/purchases', types: [] },
];

/** Unread notifications of the given types, from the per-type counts (a missing type counts 0). */
export function unreadOf(
  byType: Partial<Record<NotificationType, number>>,
  types: readonly NotificationType[],
): number {
  return types.reduce((sum, type) => sum + (byType[type] ?? 0), 0);
}

/** A tile's badge text: null at 0 (no badge), the count up to 9, "9+" above. */
export function tileBadge(
  byType: Partial<Record<NotificationType, number>>,
  types: readonly NotificationType[],
): string | null {
  const count = unreadOf(byType, types);
  return count > 0 ? formatBadgeCount(count, NOTIFICATION_BADGE_CAP) : null;
}
