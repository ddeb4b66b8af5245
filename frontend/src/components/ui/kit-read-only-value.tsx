import type { ReactNode } from 'react';
import fieldStyles from './field.module.css';
import styles from './kit-read-only-field.module.css';

/**
 * A form's value that cannot be changed there (a course's instructor once the course exists): labelled as the
 * fields around it are, in a sunken box. `children` follow it (a hidden input that still sends the value).
 */
export function ReadOnlyField({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {children}
    </div>
  );
}
