import type { ComponentProps } from 'react';
import { FieldFrame, type FieldProps } from './field';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & { options: readonly SelectOption[] };

export function Select({ label, error, hint, optional, className, options, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.control}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
