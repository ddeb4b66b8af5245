import type { ReactNode } from 'react';
import styles from './kit-notice.module.css';

interface NoticeProps {
  unread: boolean;
  /** Over the title (the type and the time). */
  top?: ReactNode;
  /** The title, in the screen's own element (a heading, a line). */
  title: ReactNode;
  message: ReactNode;
  /** Under the message (the time). */
  bottom?: ReactNode;
  /** After the text (Mark as read). */
  action?: ReactNode;
  className?: string;
}

/**
 * A notification in a list (the dashboard's latest, the notifications page): a dot, blue while it is unread
 * and on a tint, then its text. A screen sets its density with --notice-pad, --notice-gap and --notice-dot-top,
 * and the message's colour with --notice-message.
 */
export function Notice({ unread, top, title, message, bottom, action, className }: NoticeProps) {
  return (
    <li className={[styles.notice, unread && styles.unread, className].filter(Boolean).join(' ')}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.text}>
        {top}
        {title}
        <p className={styles.message}>{message}</p>
        {bottom}
      </div>
      {action}
    </li>
  );
}
