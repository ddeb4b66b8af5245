import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { Card } from '../../../components/ui';
import styles from './dashboard-layout.module.css';

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
      {children}
      {link && (
        <Link to={link.to} className={styles.sectionLink}>
          {link.label}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      )}
    </Card>
  );
}

/** The one line a section shows when it has nothing to list. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
