import type { ComponentProps, ReactNode } from 'react';
import styles from './kit-facts.module.css';

/** A card's facts (Fact), side by side, in a description list. */
export function Facts({ className, ...rest }: ComponentProps<'dl'>) {
  return <dl className={className ? `${styles.facts} ${className}` : styles.facts} {...rest} />;
}

/** One fact: its label (a word, or an icon with a hidden word) and its value. */
export function Fact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.fact} ${className}` : styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
