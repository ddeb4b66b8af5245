import { Trans, useLingui } from '@lingui/react/macro';
import layout from '../../../components/ui/site-layout.module.css';
import { textOf } from '../../../components/ui/site-text';
import { ALL_CATEGORIES, BLOG_CATEGORIES } from '../constants';
import type { CategoryFilter as Category } from '../lib/list-query';
import styles from './blog.module.css';
import { categoryLabel } from './category-label';

const choices: readonly Category[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

/** All + the five categories as a row of toggle buttons (exactly one pressed). */
export function CategoryFilter({ value, onChange }: { value: Category; onChange: (next: Category) => void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className={styles.categories}>
      <legend className={textOf('sm', 'semibold')}>
        <Trans>Category</Trans>
      </legend>
      <div className={layout.row}>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`${styles.chip} ${textOf('sm')}`}
            aria-pressed={choice === value}
            onClick={() => onChange(choice)}
          >
            {i18n._(categoryLabel[choice])}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
