import type { Notification } from '@academy/shared/features/notifications/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import iconText from '../../../components/ui/kit-icon-text.module.css';
import { layoutOf } from '../../../components/ui/kit-layout';
import notice from '../../../components/ui/kit-notice.module.css';
import { textOf } from '../../../components/ui/site-text';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useOnNavigation } from '../../../lib/use-on-navigation';
import { useUnreadCount } from '../api/get-unread-count';
import { useLatestNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { badgeText, bellLabel } from '../lib/badge';
import { notificationTarget } from '../lib/target';
import { BellIcon, CheckAllIcon } from './icons';
import styles from './notification-bell.module.css';
import { NotificationTime } from './notification-time';

interface NotificationBellProps {
  /**
   * `bar`: an icon button in the navigation bar with a dropdown under it. `menu`: a row of the mobile
   * slide-in menu that opens the same list in place.
   */
  variant?: 'bar' | 'menu';
}

/**
 * The notification bell (spec part 1, top navigation bar and notification dropdown): the unread count, and a
 * disclosure listing the latest notifications with Mark all as read. Clicking one marks it read and opens
 * its page for the user's role. Loaded only for a signed-in user (features/notifications/index.ts).
 */
export default function NotificationBell({ variant = 'bar' }: NotificationBellProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const count = useUnreadCount();
  const list = useLatestNotifications(open);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  // Spec part 1 §8: a failed load is only logged; the bell stays, without a count.
  useEffect(() => {
    if (count.error) console.error('Loading the unread notification count failed', count.error);
  }, [count.error]);
  useEffect(() => {
    if (list.error) console.error('Loading notifications failed', list.error);
  }, [list.error]);

  useOnNavigation(() => setOpen(false));

  // The bar's dropdown closes when the pointer or focus goes elsewhere, like the user menu; the menu's
  // list is part of the menu and stays until it is toggled or the menu closes.
  useEffect(() => {
    if (!open || variant !== 'bar') return;
    const outside = (event: Event) => !wrapRef.current?.contains(event.target as Node);
    const onPointer = (event: PointerEvent) => outside(event) && setOpen(false);
    const onFocus = (event: FocusEvent) => outside(event) && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, variant]);

  // Escape closes the list only (not the slide-in menu around it) and gives focus back to the bell.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const unread = count.data?.total ?? 0;
  const notifications = list.data?.notifications ?? [];
  const anyUnread = unread > 0 || notifications.some((n) => !n.read);

  const openNotification = (notification: Notification) => {
    if (!notification.read) markOne.mutate(notification);
    setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside the bell closes its list
    <div className={variant === 'bar' ? styles.wrap : layoutOf('stack')} ref={wrapRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={variant === 'bar' ? styles.trigger : styles.menuTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={bellLabel(unread)}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon className={styles.bellIcon} />
        {variant === 'menu' && (
          <span className={styles.menuLabel}>
            <Trans>Notifications</Trans>
          </span>
        )}
        {/* The count is drawn from data-count by CSS, so the button's visible text stays "Notifications"
            (or none) and its name, which says the exact count, contains it (WCAG 2.5.3 label in name). */}
        {unread > 0 && <span className={styles.badge} data-count={badgeText(unread)} aria-hidden="true" />}
      </button>

      <div
        id={panelId}
        className={`${layoutOf('stack')} ${variant === 'bar' ? styles.panel : styles.menuPanel}`}
        hidden={!open}
      >
        {open && (
          <>
            <div className={styles.panelHead}>
              {/* In the menu the row above already says Notifications. */}
              {variant === 'bar' && (
                <p className={textOf('semibold')}>
                  <Trans>Notifications</Trans>
                </p>
              )}
              <button
                type="button"
                className={`${iconText.iconText} ${styles.markAll}`}
                // Not `disabled`: a focused button that becomes disabled drops focus to the page.
                aria-disabled={!anyUnread || markAll.isPending}
                onClick={() => anyUnread && !markAll.isPending && markAll.mutate()}
              >
                <CheckAllIcon /> <Trans>Mark all as read</Trans>
              </button>
            </div>

            {list.isPending ? (
              <div className={styles.state}>
                <Spinner size="sm" label={t`Loading notifications`} />
              </div>
            ) : notifications.length === 0 ? (
              <div className={styles.state}>
                <p>
                  <Trans>No notifications</Trans>
                </p>
                {list.isError && (
                  <button
                    type="button"
                    className={`${iconText.iconText} ${styles.textButton}`}
                    onClick={() => void list.refetch()}
                  >
                    <Trans>Try again</Trans>
                  </button>
                )}
              </div>
            ) : (
              <ul className={styles.list}>
                {notifications.map((notification) => (
                  <li key={notification.id}>
                    <Link
                      to={notificationTarget(notification, user.role)}
                      className={notification.read ? styles.item : `${styles.item} ${styles.unread}`}
                      onClick={() => openNotification(notification)}
                    >
                      <span className={notice.dot} aria-hidden="true" />
                      <span className={notice.text}>
                        <span className={`${styles.itemTitle} ${textOf('sm', 'medium', 'wrap')}`}>
                          {!notification.read && <span className="sr-only">{t`Unread: `}</span>}
                          {notification.title}
                        </span>
                        <span className={notice.message}>{notification.message}</span>
                        <NotificationTime value={notification.createdAt} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}

            {user.role === 'student' && (
              <Link
                to="/student/notifications"
                className={`${styles.viewAll} ${textOf('sm', 'semibold', 'primary')}`}
              >
                <Trans>View all notifications</Trans>
              </Link>
            )}
          </>
        )}
      </div>
    </div>
  );
}
