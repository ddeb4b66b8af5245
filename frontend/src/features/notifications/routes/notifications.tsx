import type { Notification } from '@academy/shared/features/notifications/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, Button, Card, EmptyState } from '../../../components/ui';
import { Page, PageHeader, PageLoading, SegmentedFilter } from '../../../components/ui/kit';
import { layoutOf } from '../../../components/ui/kit-layout';
import { ListSummary, LoadMore } from '../../../components/ui/kit-list';
import { Notice } from '../../../components/ui/kit-notice';
import { textOf } from '../../../components/ui/site-text';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import type { NotificationFilter } from '../../../lib/query-keys';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationPages } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { BellIcon, CheckAllIcon, CheckIcon } from '../components/icons';
import { NotificationTime } from '../components/notification-time';
import styles from '../components/notifications-page.module.css';
import { unreadSummary } from '../lib/badge';
import { notificationTarget, notificationTypeLabel } from '../lib/target';

const filters: readonly { id: NotificationFilter; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All` },
  { id: 'unread', label: msg`Unread` },
];

/**
 * Notifications (spec part 2, /student/notifications): All or Unread, Mark All Read, mark one read, the
 * unread count ('All caught up!' when none), a page at a time. Failed loads are only logged (spec part 1 §8)
 * and the list shows its empty state with Try again.
 */
export default function NotificationsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Notifications`);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';

  const count = useUnreadCount();
  const pages = useNotificationPages(filter);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const summaryRef = useRef<HTMLParagraphElement>(null);
  const markButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (count.error) console.error('Loading the unread notification count failed', count.error);
  }, [count.error]);
  useEffect(() => {
    if (pages.error) console.error('Loading notifications failed', pages.error);
  }, [pages.error]);

  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = count.data?.total ?? notifications.filter((n) => !n.read).length;
  const anyUnread = unread > 0 || notifications.some((n) => !n.read);

  const chooseFilter = (id: NotificationFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'all') next.delete('filter');
        else next.set('filter', id);
        return next;
      },
      { replace: true },
    );

  /** Marks one read; focus goes on to the next unread one's button (its own goes away), or to the count. */
  const markRead = (notification: Notification) => {
    const unreadIds = notifications.filter((n) => !n.read).map((n) => n.id);
    const at = unreadIds.indexOf(notification.id);
    const nextId = unreadIds[at + 1] ?? unreadIds[at - 1];
    markOne.mutate(notification);
    const next = nextId ? markButtons.current.get(nextId) : undefined;
    if (next) next.focus();
    else summaryRef.current?.focus();
  };

  const emptyTitle = filter === 'unread' ? t`No unread notifications` : t`No notifications yet`;
  const emptyText =
    filter === 'unread'
      ? t`You have read everything. New notifications will show here.`
      : t`News about your courses, assignments, live sessions and messages will show here.`;

  return (
    <Page className={styles.page}>
      <PageHeader eyebrow={t`Inbox`} title={t`Notifications`}>
        {/* Announced when it changes (marking read); focused when the last unread one is marked. */}
        <ListSummary ref={summaryRef} aria-live="polite" tabIndex={-1}>
          {count.isPending && !pages.data ? '\u00a0' : unreadSummary(unread)}
        </ListSummary>
      </PageHeader>

      <div className={styles.toolbar}>
        <SegmentedFilter
          legend={t`Show`}
          options={filters.map((option) => ({ ...option, label: i18n._(option.label) }))}
          value={filter}
          onChange={chooseFilter}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<CheckAllIcon />}
          // Not `disabled`: focus would drop to the page the moment everything is read.
          aria-disabled={!anyUnread}
          className={anyUnread ? undefined : styles.inactive}
          onClick={() => anyUnread && !markAll.isPending && markAll.mutate()}
        >
          <Trans>Mark All Read</Trans>
        </Button>
      </div>

      {pages.isPending ? (
        <PageLoading label={t`Loading notifications`} />
      ) : notifications.length === 0 ? (
        <Card padding="none">
          <EmptyState
            icon={<BellIcon />}
            title={emptyTitle}
            headingLevel={2}
            description={emptyText}
            action={
              pages.isError && (
                <Button variant="secondary" onClick={() => void pages.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <>
          <ul className={`${layoutOf('stack', undefined, 'bare')} ${styles.list}`}>
            {notifications.map((notification) => {
              const title = notification.title;
              return (
                <Notice
                  key={notification.id}
                  unread={!notification.read}
                  className={notification.read ? styles.item : `${styles.item} ${styles.unread}`}
                  top={
                    <div className={layoutOf('row', 2)}>
                      <Badge tone={notification.read ? 'neutral' : 'blue'}>
                        {notificationTypeLabel(notification.type)}
                      </Badge>
                      <NotificationTime value={notification.createdAt} />
                    </div>
                  }
                  title={
                    <h2 className={`${styles.itemTitle} ${textOf('base', 'medium', 'wrap')}`}>
                      <Link
                        to={notificationTarget(notification, user.role)}
                        className={styles.itemLink}
                        onClick={() => !notification.read && markOne.mutate(notification)}
                      >
                        {!notification.read && <span className="sr-only">{t`Unread: `}</span>}
                        {notification.title}
                      </Link>
                    </h2>
                  }
                  message={notification.message}
                  action={
                    !notification.read && (
                      <Button
                        ref={(node: HTMLButtonElement | null) => {
                          if (node) markButtons.current.set(notification.id, node);
                          else markButtons.current.delete(notification.id);
                        }}
                        variant="ghost"
                        size="sm"
                        icon={<CheckIcon />}
                        className={styles.markOne}
                        aria-label={t`Mark as read: ${title}`}
                        onClick={() => markRead(notification)}
                      >
                        <Trans>Mark as read</Trans>
                      </Button>
                    )
                  }
                />
              );
            })}
          </ul>
          <LoadMore pages={pages} />
        </>
      )}
    </Page>
  );
}
