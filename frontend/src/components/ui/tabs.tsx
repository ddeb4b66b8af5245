import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers ("Lesson details"). */
  label: string;
  /** Controlled selection (the id of a tab); leave out to let the tabs keep their own. */
  selected?: string;
  onSelect?: (id: string) => void;
  /** `line`: underlined tabs over the panel; `segmented`: a pill switch (two columns on a phone). */
  variant?: 'line' | 'segmented';
  /**
   * Keep every panel's content in the page, hidden but for the selected one: for text a visitor may find
   * with the browser's search and that a prerendered page should carry. By default only the selected
   * panel renders, so a tab that fetches (a forum, sessions) does so when it is opened.
   */
  keepHiddenPanels?: boolean;
  className?: string;
}

/**
 * Where a key moves the selection in a row of `count` tabs, from `index` (WAI-ARIA tabs: the arrows wrap round,
 * Home and End go to either end); undefined for any other key.
 */
export function tabMove(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const moves: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return moves[key];
}

/**
 * Tabs after the WAI-ARIA pattern: a tablist with one tab in the tab order (roving tabindex); Left/Right
 * arrows move and select, wrapping; Home/End go to the ends.
 */
export function Tabs({
  items,
  label,
  selected,
  onSelect,
  variant = 'line',
  keepHiddenPanels = false,
  className,
}: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(items[0]?.id);
  const current = selected ?? own;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === current),
  );

  const select = (index: number, focus: boolean) => {
    const item = items[index];
    if (!item) return;
    setOwn(item.id);
    onSelect?.(item.id);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabMove(event.key, selectedIndex, items.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className={[styles.tabs, styles[variant], className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
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
              onClick={() => select(index, false)}
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
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel without focusable content must be reachable (APG tabs).
          tabIndex={0}
          className={styles.panel}
        >
          {keepHiddenPanels || index === selectedIndex ? item.content : null}
        </div>
      ))}
    </div>
  );
}
