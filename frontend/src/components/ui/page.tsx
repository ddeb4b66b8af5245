import type { ComponentProps, ElementType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../icons/icons';
import { ListLoading } from './list';
import styles from './page.module.css';

type PageProps = ComponentProps<'div'> & {
  as?: ElementType;
  /** `narrow`: a form or a single column (860 px at most). */
  width?: 'full' | 'narrow';
};

/** A signed-in screen's page: the container, its padding and the space between its sections. */
export function Page({ as: Tag = 'div', width = 'full', className, ...rest }: PageProps) {
  const classes = ['container', styles.page, width === 'narrow' && styles.narrow, className];
  return <Tag className={classes.filter(Boolean).join(' ')} {...rest} />;
}

interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  titleId?: string;
  /** A word over the title (the role, the area). */
  eyebrow?: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** Anything else under the title (a live summary, a note). */
  children?: ReactNode;
  /** Buttons or links on the right (under the headings on a phone). */
  actions?: ReactNode;
  /** On a phone the actions take the whole width. */
  stretchActions?: boolean;
  /** A link back, over the headings. */
  back?: ReactNode;
  /** `lg`: a learner's page; `md`: a management screen (smaller title, no eyebrow). */
  size?: 'lg' | 'md';
  /** The large title steps down to the smaller size on a phone. */
  shrinkOnPhone?: boolean;
  className?: string;
}

/** A signed-in screen's header: eyebrow, h1 and lead on the left, its actions on the right. */
export function PageHeader({
  title,
  titleId,
  eyebrow,
  lead,
  children,
  actions,
  stretchActions,
  back,
  size = 'lg',
  shrinkOnPhone,
  className,
}: PageHeaderProps) {
  const classes = [styles.header, size === 'md' && styles.md, shrinkOnPhone && styles.shrink, className];
  return (
    <header className={classes.filter(Boolean).join(' ')}>
      <div className={styles.headings}>
        {back}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
      {actions && (
        <div className={stretchActions ? `${styles.actions} ${styles.stretch}` : styles.actions}>
          {actions}
        </div>
      )}
    </header>
  );
}

/** The link back to a list, over a page's headings. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeftIcon aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A centred spinner where a page's content is loading: the list's, the same shape. */
export const PageLoading = ListLoading;
