import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon, WarningIcon } from '../icons/icons';
import styles from './alert.module.css';
import { textOf } from './site-text';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const icons = { error: AlertCircleIcon, success: CheckCircleIcon, info: InfoIcon, warning: WarningIcon };

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** A message box. Errors are announced at once (role=alert); the others politely (role=status). */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={`${styles.title} ${textOf('semibold')}`}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
