import type { ComponentProps, ElementType } from 'react';
import styles from './kit-note.module.css';
import { textOf } from './site-text';

type NoteProps = ComponentProps<'p'> & {
  /** `span` inside a line of other text. */
  as?: ElementType;
};

/** A quiet line of small, muted text: a hint, a note under a form, what a list holds. */
export function Note({ as: Tag = 'p', className, ...rest }: NoteProps) {
  const note = textOf('sm', 'muted');
  return <Tag className={className ? `${note} ${className}` : note} {...rest} />;
}

/** What a list of cards holds ("Showing 3 of 12"), over it and announced as it changes. */
export function ListCount({ className, ...rest }: ComponentProps<'p'>) {
  return (
    <Note
      aria-live="polite"
      className={className ? `${styles.count} ${className}` : styles.count}
      {...rest}
    />
  );
}
