import type { ComponentProps, ReactNode } from 'react';
import { layoutOf } from './kit-layout';
import styles from './list.module.css';
import { textOf } from './site-text';
import { Spinner } from './spinner';

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

interface ListSectionProps {
  /** The section's h3. */
  title: ReactNode;
  /** A line under it (a count). */
  meta?: ReactNode;
  /** Buttons on the right (Refresh, New). */
  actions?: ReactNode;
  /** Success and error notices, announced as they appear. */
  notices?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A panel's section of rows (a course's modules, assignments, sessions): the heading and count, its buttons,
 * the notices, then the list. Rows lay out by the section's width, not the window's.
 */
export function ListSection({ title, meta, actions, notices, className, children }: ListSectionProps) {
  return (
    <div className={join(styles.section, className)}>
      <div className={styles.header}>
        <div>
          <h3 className={textOf('lg', 'semibold')}>{title}</h3>
          {meta && <p className={textOf('sm', 'muted')}>{meta}</p>}
        </div>
        {actions && <div className={styles.toolbar}>{actions}</div>}
      </div>
      <div className={`${styles.notices} ${layoutOf('stack', 3)}`} aria-live="polite">
        {notices}
      </div>
      {children}
    </div>
  );
}

/** A centred spinner while a section's rows load. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}

/** The rows, in a bordered list. */
export function ItemList({ className, ...rest }: ComponentProps<'ol'>) {
  return <ol className={join(styles.list, className)} {...rest} />;
}

interface ListRowProps {
  /** The row's h4, which names it. */
  title: ReactNode;
  titleId: string;
  /** Beside the title (a status badge). */
  badge?: ReactNode;
  description?: ReactNode;
  /** The facts line (MetaItem, badges, links). */
  facts?: ReactNode;
  /** Before the text (an order number). */
  lead?: ReactNode;
  actions?: ReactNode;
  className?: string;
  actionsClassName?: string;
  /** Under the row (an upload's progress). */
  children?: ReactNode;
}

/** One row of an ItemList: title, description and facts on the left, its buttons on the right. */
export function ListRow({
  title,
  titleId,
  badge,
  description,
  facts,
  lead,
  actions,
  className,
  actionsClassName,
  children,
}: ListRowProps) {
  const heading = (
    <h4 id={titleId} className={textOf('base', 'semibold', 'snug', 'wrap')}>
      {title}
    </h4>
  );
  return (
    <li className={join(styles.item, className)} aria-labelledby={titleId}>
      <div className={join(styles.row, lead !== undefined && styles.withLead)}>
        {lead}
        <div className={layoutOf('stack', 1, 'shrink')}>
          {badge ? (
            <div className={styles.titleRow}>
              {heading}
              {badge}
            </div>
          ) : (
            heading
          )}
          {description && <p className={styles.description}>{description}</p>}
          {facts && <p className={styles.facts}>{facts}</p>}
        </div>
        {actions && <div className={join(styles.actions, actionsClassName)}>{actions}</div>}
      </div>
      {children}
    </li>
  );
}

/** One fact of a row: an icon and a few words. */
export function MetaItem({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={styles.fact}>
      {icon}
      {children}
    </span>
  );
}
