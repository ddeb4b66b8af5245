import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { Card } from '../../../components/ui';
import styles from './dashboard-layout.module.css';
import { SkeletonRows } from './skeleton';

interface DashboardSectionProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Where the section's "see everything" link goes, and its text. */
  link?: { to: string; label: string };
  /** Next to the title (e.g. the unread count). */
  aside?: ReactNode;
  /** The section's data is loading: announced with aria-busy while its skeleton shows. */
  busy?: boolean;
  /** The grey rows shown instead of the content while busy, and what they read out. */
  skeleton?: { rows: number; label: string };
  /** The one line shown instead of the content when it has nothing to list. */
  empty?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled card of a dashboard: a named region (landmark) with an h2, an optional link to its full screen. */
export function DashboardSection({
  title,
  description,
  link,
  aside,
  busy = false,
  skeleton,
  empty,
  className,
  children,
}: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <div className={styles.sectionHeader}>
        <div className={styles.sectionHeading}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
          {aside}
        </div>
        {description && <p className={styles.sectionDescription}>{description}</p>}
      </div>
      {busy && skeleton ? (
        <SkeletonRows rows={skeleton.rows} label={skeleton.label} />
      ) : empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        children
      )}
      {link && (
        <Link to={link.to} className={styles.sectionLink}>
          {link.label}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      )}
    </Card>
  );
}
