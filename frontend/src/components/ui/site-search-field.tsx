import { SearchIcon } from '../icons/icons';
import kit from './public-blocks.module.css';
import styles from './site-search-field.module.css';
import { textOf } from './site-text';

interface SiteSearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** `plain` in a toolbar (blog), `hero` larger, on a page hero (help centre). */
  variant: 'plain' | 'hero';
  /** `search` when the field is the page's search landmark by itself. */
  as?: 'div' | 'search';
  className?: string;
}

/** A labelled search box with a magnifier inside, filtering the page as one types. */
export function SiteSearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  variant,
  as: Wrapper = 'div',
  className,
}: SiteSearchFieldProps) {
  return (
    <Wrapper className={[kit.stack, styles[variant], className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={`${styles.label} ${textOf('semibold')}`}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <SearchIcon className={styles.icon} />
        <input
          id={id}
          type="search"
          className={styles.input}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Wrapper>
  );
}
