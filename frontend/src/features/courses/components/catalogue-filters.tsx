import type { Category, Level } from '@academy/shared';
import { categories, levels } from '@academy/shared/catalogue';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon, SearchIcon } from '../../../components/icons/icons';
import kit from '../../../components/ui/public-blocks.module.css';
import { textOf } from '../../../components/ui/site-text';
import { type CatalogueFilters, type SortKey, sortKeys } from '../lib/catalogue';
import { categoryLabel, coursesCount, levelLabel, sortLabel } from '../lib/labels';
import styles from './catalogue-filters.module.css';
import { CategoryIcon } from './category-icon';

/** The search box of the catalogue page; the page owns the text so it can follow the address. */
export function CatalogueSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useLingui();
  return (
    <search className={styles.search}>
      <form
        onSubmit={(event) => {
          // Results follow the typing; Enter only closes the phone keyboard.
          event.preventDefault();
          (event.currentTarget.elements.namedItem('q') as HTMLInputElement | null)?.blur();
        }}
      >
        <label htmlFor="catalogue-search" className="sr-only">
          <Trans>Search the catalogue</Trans>
        </label>
        <SearchIcon className={styles.searchIcon} />
        <input
          id="catalogue-search"
          name="q"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t`Search by title or description`}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.searchInput}
        />
      </form>
    </search>
  );
}

/** The six category tiles (spec part 1 §9); pressing the chosen one again shows every category. */
export function CategoryTiles({
  selected,
  counts,
  onSelect,
}: {
  selected: Category | null;
  counts: Record<Category, number> | null;
  onSelect: (category: Category) => void;
}) {
  return (
    <fieldset className={styles.tiles}>
      <legend className="sr-only">
        <Trans>Categories</Trans>
      </legend>
      {categories.map((category) => {
        const active = selected === category;
        return (
          <button
            key={category}
            type="button"
            className={`${kit.box} ${kit.raised} ${styles.tile}`}
            aria-pressed={active}
            onClick={() => onSelect(category)}
          >
            <span className={`${kit.icon} ${styles.tileIcon}`}>
              <CategoryIcon category={category} />
            </span>
            <span className={`${kit.stack} ${styles.tileText}`}>
              <span className={`${textOf('semibold', 'snug')} ${styles.tileName}`}>
                {categoryLabel(category)}
              </span>
              <span className={`${textOf('sm', 'muted')} ${styles.tileCount}`}>
                {counts ? coursesCount(counts[category]) : '\u00a0'}
              </span>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

/** Difficulty, shown once a category is chosen. */
export function LevelButtons({
  selected,
  onSelect,
}: {
  selected: Level | null;
  onSelect: (level: Level | null) => void;
}) {
  const { t } = useLingui();
  const options: { value: Level | null; label: string }[] = [
    { value: null, label: t`All levels` },
    ...levels.map((level) => ({ value: level, label: levelLabel(level) })),
  ];
  return (
    <fieldset className={`${kit.wrap} ${styles.levels}`}>
      <legend className={`${textOf('sm', 'muted')} ${styles.levelsLabel}`}>
        <Trans>Difficulty</Trans>
      </legend>
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={styles.levelButton}
          aria-pressed={selected === option.value}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  return (
    <div className={kit.inline}>
      <label htmlFor="catalogue-sort" className={`${textOf('sm', 'muted')} ${styles.sortLabel}`}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id="catalogue-sort"
        className={styles.sortSelect}
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
      >
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {sortLabel(key)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One removable chip per active filter, then Clear all. */
export function FilterChips({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: CatalogueFilters;
  onRemove: (filter: 'search' | 'category' | 'level') => void;
  onClearAll: () => void;
}) {
  const { t } = useLingui();
  const chips: { key: 'search' | 'category' | 'level'; label: string }[] = [];
  if (filters.search.trim()) chips.push({ key: 'search', label: `“${filters.search.trim()}”` });
  if (filters.category) chips.push({ key: 'category', label: categoryLabel(filters.category) });
  if (filters.category && filters.level) chips.push({ key: 'level', label: levelLabel(filters.level) });
  if (chips.length === 0) return null;
  const names = { search: t`Search`, category: t`Category`, level: t`Level` };
  return (
    <div className={`${kit.wrap} ${styles.chips}`}>
      <ul className={`${kit.bare} ${kit.wrap} ${styles.chipList}`} aria-label={t`Active filters`}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={`${kit.inline} ${styles.chip}`}
              onClick={() => onRemove(chip.key)}
            >
              <span className="sr-only">{t`Remove filter `}</span>
              <span className={textOf('semibold')}>{names[chip.key]}:</span> {chip.label}
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        <Trans>Clear all</Trans>
      </button>
    </div>
  );
}
