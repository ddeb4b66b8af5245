import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { tabMove } from '../../../../components/ui/tabs';
import styles from './manage.module.css';

export interface CourseTab {
  id: string;
  label: string;
  content: () => ReactNode;
}

interface CourseTabsProps {
  tabs: readonly CourseTab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}

/**
 * The selected course's tabs (spec part 2 §2: Overview, Assignments, Sessions), after the WAI-ARIA tabs
 * pattern: one tab in the tab order, arrows, Home and End move between them. Only the selected panel
 * is rendered; the page keeps the choice in the address (?tab=).
 */
export function CourseTabs({ tabs, selected, onSelect, label }: CourseTabsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const current = tabs[index];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabMove(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className={styles.tabPanel}
        >
          {current.content()}
        </div>
      )}
    </div>
  );
}
