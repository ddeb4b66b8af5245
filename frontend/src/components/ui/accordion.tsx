import type { ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  /** Shown on the right of the title row (e.g. a duration). */
  meta?: ReactNode;
  content: ReactNode;
}

/**
 * Native <details>/<summary> disclosure rows: keyboard and screen-reader support come from the browser,
 * and no script is needed to open them. `exclusive` lets only one row be open at a time.
 */
export function Accordion({
  items,
  defaultOpen = [],
  exclusive = false,
  name,
}: {
  items: AccordionItem[];
  defaultOpen?: string[];
  exclusive?: boolean;
  /** Group name for `exclusive` (must be unique on the page). */
  name?: string;
}) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details
          key={item.id}
          className={styles.item}
          open={defaultOpen.includes(item.id) || undefined}
          name={exclusive ? (name ?? 'accordion') : undefined}
        >
          <summary className={styles.summary}>
            <span className={styles.title}>{item.title}</span>
            {item.meta && <span className={styles.meta}>{item.meta}</span>}
            <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M5 7.5 10 12.5 15 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
