import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-secondary' | 'success';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
  className?: string;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth,
  iconOnly,
  className,
}: StyleProps) {
  return [
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    iconOnly && styles.iconOnly,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ComponentProps<'button'>, StyleProps {
  /** Working: disabled, with a spinner. */
  busy?: boolean;
  /** Text while busy (e.g. "Creating account..."); defaults to the normal text. */
  busyText?: ReactNode;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  busy = false,
  busyText,
  icon,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, iconOnly, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="sm" /> : icon}
      {busy && busyText ? busyText : children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps, StyleProps {
  icon?: ReactNode;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  icon,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, fullWidth, iconOnly, className })} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
