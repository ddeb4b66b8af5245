import type { ComponentProps } from 'react';
import kit from './public-blocks.module.css';
import { CheckIcon } from './public-icons';

/** A list of short lines, each after a green tick (requirements, achievements, what a course includes). */
export function CheckList({
  items,
  className,
  ...rest
}: ComponentProps<'ul'> & { items: readonly string[] }) {
  return (
    <ul className={className ? `${kit.checks} ${className}` : kit.checks} {...rest}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          {item}
        </li>
      ))}
    </ul>
  );
}
