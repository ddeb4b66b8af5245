import { useLingui } from '@lingui/react/macro';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers; omit when the surrounding control already says what is happening. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const classes = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  if (!label) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status" className={styles.wrap}>
      <span className={classes} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole screen or section that is loading. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <Spinner size="lg" label={label ?? t`Loading`} />
    </div>
  );
}
