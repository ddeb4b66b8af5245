import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './item-card.module.css';
import { textOf } from './site-text';

interface ItemCardHeaderProps {
  /** The card's heading, which names it (aria-labelledby on the card). */
  title: ReactNode;
  titleId: string;
  headingLevel?: 2 | 3 | 4;
  /** `xl`: a larger title (a card that is a page's main item). */
  size?: 'lg' | 'xl';
  /** A link over the title to where the item belongs (its course). */
  context?: { to: string; label: ReactNode };
  /** Under the title (the author and date). */
  children?: ReactNode;
  /** On the right: status, category. */
  badges?: ReactNode;
}

/** The header of a card in a list of cards: the item's course link, its title, and its badges on the right. */
export function ItemCardHeader({
  title,
  titleId,
  headingLevel = 2,
  size = 'lg',
  context,
  children,
  badges,
}: ItemCardHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={styles.header}>
      <div className={size === 'xl' ? `${styles.heading} ${styles.xl}` : styles.heading}>
        {context && (
          <Link to={context.to} className={styles.context}>
            {context.label}
          </Link>
        )}
        <Heading id={titleId} className={`${styles.title} ${textOf('lg', 'semibold', 'snug', 'wrap')}`}>
          {title}
        </Heading>
        {children}
      </div>
      {badges && <div className={styles.badges}>{badges}</div>}
    </header>
  );
}
