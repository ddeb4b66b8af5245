import { type ReactNode, useId } from 'react';
import fieldStyles from './field.module.css';
import styles from './kit-read-only-field.module.css';

/** A field's classes, for a hand-built field that shows a value to copy (a read-only input and its label). */
export const readOnlyField = { field: fieldStyles.field, label: fieldStyles.label } as const;

/**
 * A value beside a form's fields that cannot be changed there (the max points of a grade, a course's instructor
 * once the course exists): its label over it, as a field's would be, in a sunken box. `after` follows it (a
 * hidden input that still sends the value).
 */
export function ReadOnlyField({
  label,
  children,
  after,
}: {
  label: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label} id={labelId}>
        {label}
      </span>
      <output className={styles.value} aria-labelledby={labelId}>
        {children}
      </output>
      {after}
    </div>
  );
}
