import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../lib/constants';
import styles from './logo.module.css';

/** The brand mark: an open book under a rising saffron sun, on the blue-to-indigo brand gradient. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={styles.mark}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradient})`} />
      <circle cx="20" cy="10.5" r="3.6" fill="#f59e0b" />
      <path d="M7.5 16.2c4.4-1.6 8.6-1.1 12.5 1.6v14.4c-3.9-2.6-8.1-3.1-12.5-1.6V16.2Z" fill="#fff" />
      <path d="M32.5 16.2c-4.4-1.6-8.6-1.1-12.5 1.6v14.4c3.9-2.6 8.1-3.1 12.5-1.6V16.2Z" fill="#dbeafe" />
    </svg>
  );
}

/** Mark and wordmark, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useLingui();
  return (
    <Link to="/" className={`${styles.logo} ${styles[tone]}`} aria-label={t`${BRAND_NAME} home`}>
      <LogoMark />
      <span className={styles.word} aria-hidden="true">
        {BRAND_NAME}
      </span>
    </Link>
  );
}
