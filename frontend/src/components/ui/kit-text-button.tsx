import type { ComponentProps } from 'react';
import styles from './kit-text-button.module.css';

/** A secondary action that reads as a link, beside a page's main button. */
export function TextButton(props: Omit<ComponentProps<'button'>, 'className' | 'type'>) {
  return <button type="button" className={styles.button} {...props} />;
}
