import { Trans } from '@lingui/react/macro';
import { textOf } from '../../../components/ui/site-text';
import { NOTIFICATION_BADGE_CAP } from '../../../lib/constants';
import { formatBadgeCount } from '../../../lib/format';
import styles from './chats.module.css';

/** A conversation's unread messages: a count in a dot ("9+" above 9), read out as "3 unread". */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={`${styles.unread} ${textOf('xs', 'bold')}`}>
      <span aria-hidden="true">{formatBadgeCount(count, NOTIFICATION_BADGE_CAP)}</span>
      <span className="sr-only">
        <Trans>{count} unread</Trans>
      </span>
    </span>
  );
}
