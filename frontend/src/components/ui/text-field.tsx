import type { ComponentProps } from 'react';
import { FieldFrame, type FieldProps } from './field';
import styles from './field.module.css';

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>;

export function TextField({ label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.control}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaProps = FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function TextArea({ label, error, hint, optional, className, rows = 4, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          className={styles.control}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
