import { type ReactNode, useId } from 'react';
import styles from './kit-read-only-field.module.css';

/** Its classes, for a hand-built field that shows a value to copy (a read-only input and its label). */
export const readOnlyField = { field: styles.field, label: styles.label } as const;

/** A value beside a form's fields that cannot be changed there: its label over it, as a field's would be. */
export function ReadOnlyField({ label, children }: { label: ReactNode; children: ReactNode }) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <output className={styles.value} aria-labelledby={labelId}>
        {children}
      </output>
    </div>
  );
}
