import { plural, t } from '@lingui/core/macro';
import { NOTIFICATION_BADGE_CAP } from '../../../lib/constants';
import { formatBadgeCount, formatCount } from '../../../lib/format';

/** The bell's badge: the unread count, "9+" above the cap (spec part 1 §9). */
export const badgeText = (unread: number): string => formatBadgeCount(unread, NOTIFICATION_BADGE_CAP);

/** The bell button's accessible name carries the exact count, which the badge may cap. */
export function bellLabel(unread: number): string {
  const count = formatCount(unread);
  return unread > 0 ? t`Notifications, ${count} unread` : t`Notifications`;
}

/** The notifications page's count text (spec part 2: 'All caught up!' when none). */
export function unreadSummary(unread: number): string {
  const count = formatCount(unread);
  return unread > 0
    ? plural(unread, { one: `${count} unread notification`, other: `${count} unread notifications` })
    : t`All caught up!`;
}
