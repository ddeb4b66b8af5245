import { NOTIFICATION_BADGE_CAP } from '../../../lib/constants';
import { formatBadgeCount, formatCount, pluralise } from '../../../lib/format';

/** The bell's badge: the unread count, "9+" above the cap (spec part 1 §9). */
export const badgeText = (unread: number): string => formatBadgeCount(unread, NOTIFICATION_BADGE_CAP);

/** The bell button's accessible name carries the exact count, which the badge may cap. */
export const bellLabel = (unread: number): string =>
  unread > 0 ? `Notifications, ${formatCount(unread)} unread` : 'Notifications';

/** The notifications page's count text (spec part 2: 'All caught up!' when none). */
export const unreadSummary = (unread: number): string =>
  unread > 0 ? `${pluralise(unread, 'unread notification')}` : 'All caught up!';
