import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './help.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: a tablist of buttons with one in the tab order (roving tabindex),
 * Left/Right arrows move and select (wrapping), Home/End go to the ends; each tab controls its panel.
 */
export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const active = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={index !== selectedIndex}
          className={styles.tabPanel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
