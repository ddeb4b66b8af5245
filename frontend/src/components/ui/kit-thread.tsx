import type { ComponentProps, ElementType, ReactNode } from 'react';
import { layoutOf } from './kit-layout';
import styles from './kit-thread.module.css';
import { textOf } from './site-text';

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** A thread's messages, oldest first, in an ordered list. */
export function Thread({ className, ...rest }: ComponentProps<'ol'>) {
  return <ol className={join(layoutOf('stack', 3, 'bare'), className)} {...rest} />;
}

type ThreadEntryProps = ComponentProps<'div'> & {
  as?: ElementType;
  /** `boxed`: a bordered box; `staff`: the same, tinted (a reply from staff); `quoted`: a bar on the left. */
  tone: 'boxed' | 'staff' | 'quoted';
};

/** One message of a thread: its head (ThreadHead) over its text (ThreadText). */
export function ThreadEntry({ as: Tag = 'li', tone, className, ...rest }: ThreadEntryProps) {
  return <Tag className={join(styles.entry, styles[tone], className)} {...rest} />;
}

/** Who wrote a message, anything beside the name (a role badge), and when (on the right), on one line. */
export function ThreadHead({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={join(styles.head, className)} {...rest} />;
}

/** The name of who wrote a message. */
export function ThreadSender({ children }: { children: ReactNode }) {
  return <span className={textOf('semibold', 'text', 'wrap')}>{children}</span>;
}

/** When a message was written, at the end of its head. */
export function ThreadTime({ at, children }: { at: string; children: ReactNode }) {
  return (
    <time dateTime={at} className={styles.time}>
      {children}
    </time>
  );
}

/** A message's text as written: its line breaks kept. */
export function ThreadText({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={join(styles.text, className)} {...rest} />;
}
