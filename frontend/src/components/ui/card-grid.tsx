import type { ComponentProps, CSSProperties } from 'react';
import styles from './card-grid.module.css';

type CardGridProps = ComponentProps<'ul'> & {
  /** A card's narrowest width (a CSS length). */
  minWidth?: string;
  /** `tight`: less space between the cards. */
  gap?: 'normal' | 'tight';
};

/** A list of cards in a grid: as many to a row as fit, each `li` stretching its card to the row's height. */
export function CardGrid({ minWidth = '20rem', gap = 'normal', className, style, ...rest }: CardGridProps) {
  const classes = [styles.grid, gap === 'tight' && styles.tight, className].filter(Boolean).join(' ');
  return <ul className={classes} style={{ '--card-min': minWidth, ...style } as CSSProperties} {...rest} />;
}
