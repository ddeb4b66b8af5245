import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { FieldFrame, type FieldProps } from './field';
import styles from './field.module.css';

type PasswordFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, optional, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const field = label.toLowerCase();
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.withAction}>
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            className={styles.control}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoCapitalize="none"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            className={styles.action}
            onClick={() => setVisible((v) => !v)}
            aria-controls={id}
            aria-pressed={visible}
            aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
            title={visible ? t`Hide` : t`Show`}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
