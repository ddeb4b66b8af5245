import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './field.module.css';

type CheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  label: ReactNode;
  error?: string;
  className?: string;
};

export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
