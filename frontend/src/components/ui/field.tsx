import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { textOf } from './site-text';

export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  className?: string;
}

interface FieldFrameProps extends FieldProps {
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, hint and error around one control, wired up with ids for assistive technology. */
export function FieldFrame({ label, error, hint, optional, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && (
          <span className={textOf('regular', 'subtle')}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error && (
        <p id={errorId} className={styles.error}>
          <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.errorIcon}>
            <path
              fill="currentColor"
              d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm.9 12.4H9.1v-1.8h1.8v1.8Zm0-3.4H9.1V5.6h1.8v5.2Z"
            />
          </svg>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
