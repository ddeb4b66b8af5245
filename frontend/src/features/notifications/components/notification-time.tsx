import { formatDateTime } from '../../../lib/format';
import { relativeTime } from '../lib/relative-time';
import styles from './notification-time.module.css';

/** When a notification arrived, relative ("5 min ago"), with the full date and time on hover. */
export function NotificationTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className={styles.time}>
      {relativeTime(value)}
    </time>
  );
}
