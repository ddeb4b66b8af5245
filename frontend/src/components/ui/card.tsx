import type { ComponentProps, ElementType, ReactNode } from 'react';
import styles from './card.module.css';

type CardProps = ComponentProps<'div'> & {
  as?: ElementType;
  padding?: 'none' | 'sm' | 'md' | 'lg';
};

export function Card({ as: Tag = 'div', padding = 'md', className, ...rest }: CardProps) {
  return (
    <Tag className={[styles.card, styles[`pad-${padding}`], className].filter(Boolean).join(' ')} {...rest} />
  );
}

/** A card's title row with an optional action on the right. */
export function CardHeader({
  title,
  description,
  action,
  level = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
