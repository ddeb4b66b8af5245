import type { Notification } from '@academy/shared/features/notifications/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import badge from '../../../../components/ui/badge.module.css';
import { layoutOf } from '../../../../components/ui/kit-layout';
import { Notice } from '../../../../components/ui/kit-notice';
import { textOf } from '../../../../components/ui/site-text';
import { formatCount, formatDateTime } from '../../../../lib/format';
import styles from '../dashboard-layout.module.css';
import { DashboardSection } from '../dashboard-section';

/**
 * Recent Notifications (spec part 1 §2): the 5 latest, read or not, and how many are unread. The full list,
 * with marking as read, is /student/notifications.
 */
export function RecentNotifications({
  notifications,
  unreadTotal,
  loading,
}: {
  notifications: readonly Notification[];
  /** Undefined while loading or when the counts could not be loaded. */
  unreadTotal: number | undefined;
  loading: boolean;
}) {
  const { t } = useLingui();
  const unread = unreadTotal === undefined ? '' : formatCount(unreadTotal);
  return (
    <DashboardSection
      title={t`Recent Notifications`}
      busy={loading}
      aside={
        unreadTotal !== undefined && (
          <span
            className={unreadTotal > 0 ? `${styles.count} ${badge.blue}` : styles.count}
            data-testid="unread-total"
          >
            <Trans>{unread} unread</Trans>
          </span>
        )
      }
      link={{ to: '/student/notifications', label: t`View all notifications` }}
      skeleton={{ rows: 3, label: t`Loading notifications` }}
      empty={notifications.length === 0 && t`No new notifications. You're all caught up!`}
    >
      <ul className={layoutOf('stack', 2, 'bare')}>
        {notifications.map((n) => (
          <Notice
            key={n.id}
            unread={!n.read}
            className={styles.notification}
            title={
              <p className={textOf('semibold', 'snug', 'wrap')}>
                {!n.read && <span className="sr-only">{t`Unread: `}</span>}
                {n.title}
              </p>
            }
            message={n.message}
            bottom={
              <time dateTime={n.createdAt} className={textOf('sm', 'muted', 'wrap')}>
                {formatDateTime(n.createdAt)}
              </time>
            }
          />
        ))}
      </ul>
    </DashboardSection>
  );
}
