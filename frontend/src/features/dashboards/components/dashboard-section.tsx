import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/icons';
import { Card } from '../../../components/ui';
import card from '../../../components/ui/card.module.css';
import iconText from '../../../components/ui/kit-icon-text.module.css';
import { layoutOf } from '../../../components/ui/kit-layout';
import { textOf } from '../../../components/ui/site-text';
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
      className={[layoutOf('stack'), className].filter(Boolean).join(' ')}
    >
      <div className={styles.sectionHeader}>
        <div className={styles.sectionHeading}>
          <h2 id={headingId} className={card.title}>
            {title}
          </h2>
          {aside}
        </div>
        {description && <p className={card.description}>{description}</p>}
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

interface DashboardRowsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The row's name, a link when `href` gives it somewhere to go. */
  title: (item: T) => ReactNode;
  href?: (item: T) => string;
  /** The grey lines under the name (spans of class `line` each take a line). */
  meta: (item: T) => ReactNode;
  /** A line under them at the text's height (a submission's time). */
  below?: (item: T) => ReactNode;
  /** Figures, badges or a button at the row's end (under the name on a phone). */
  side?: (item: T) => ReactNode;
  /** A ranking, read as a numbered list. */
  ordered?: boolean;
}

/** A section's rows, divided by lines: the name and its details, and what stands at the end. */
export function DashboardRows<T>({
  items,
  keyOf,
  title,
  href,
  meta,
  below,
  side,
  ordered,
}: DashboardRowsProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={layoutOf('stack', undefined, 'bare')}>
      {items.map((item) => {
        const to = href?.(item);
        return (
          <li key={keyOf(item)} className={styles.row}>
            <div className={styles.rowMain}>
              {to ? (
                <Link to={to} className={`${textOf('semibold', 'snug', 'wrap')} ${iconText.link}`}>
                  {title(item)}
                </Link>
              ) : (
                <p className={textOf('semibold', 'snug', 'wrap')}>{title(item)}</p>
              )}
              <p className={textOf('sm', 'muted', 'wrap')}>{meta(item)}</p>
              {below?.(item)}
            </div>
            {side && <div className={styles.rowSide}>{side(item)}</div>}
          </li>
        );
      })}
    </List>
  );
}
