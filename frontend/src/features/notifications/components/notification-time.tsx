import { textOf } from '../../../components/ui/site-text';
import { formatDateTime } from '../../../lib/format';
import { relativeTime } from '../lib/relative-time';

/** When a notification arrived, relative ("5 min ago"), with the full date and time on hover. */
export function NotificationTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className={textOf('xs', 'subtle')}>
      {relativeTime(value)}
    </time>
  );
}
