import type { ReactNode } from 'react';
import { textOf } from '../../../components/ui/site-text';
import styles from './certificates.module.css';

/** One fact of a certificate (its course, when it was issued …): the label over the value, in the screen's dl. */
export function CertificateFact({
  label,
  code = false,
  className,
  children,
}: {
  label: string;
  /** The value is a code (the certificate's id): in the monospaced face. */
  code?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={code ? `${styles.code} ${textOf('sm', 'wrap')}` : undefined}>{children}</dd>
    </div>
  );
}
