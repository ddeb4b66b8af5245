import { type ReactNode, useId, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui';
import { textOf } from '../../../components/ui/site-text';
import styles from './contact.module.css';

/**
 * A button the spec gives no action (Get Directions, View on Google Maps). Rather than doing nothing at
 * all, pressing it says so in a polite status line; it never navigates or opens anything.
 */
export function PlaceholderAction({
  label,
  note,
  icon,
  variant = 'secondary',
  fullWidth,
  accessibleLabel,
}: {
  label: string;
  /** A longer name for assistive technology when several buttons share the visible label. */
  accessibleLabel?: string;
  note: string;
  icon?: ReactNode;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}) {
  const [pressed, setPressed] = useState(false);
  const noteId = useId();
  return (
    <div className={styles.placeholderAction}>
      <Button
        variant={variant}
        size="sm"
        icon={icon}
        fullWidth={fullWidth}
        aria-label={accessibleLabel}
        onClick={() => setPressed(true)}
        aria-describedby={pressed ? noteId : undefined}
      >
        {label}
      </Button>
      <p id={noteId} role="status" className={`${textOf('sm', 'muted')} ${styles.placeholderNote}`}>
        {pressed ? note : ''}
      </p>
    </div>
  );
}
