import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../components/icons/icons';
import { textOf } from '../../components/ui/site-text';
import { appHref } from '../../lib/i18n';
import styles from './nav-search.module.css';

/** Course search: non-blank text goes to /courses?search=<text>; blank text is ignored (spec part 1 §5). */
export function NavSearch({ onSearch, className }: { onSearch?: () => void; className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <search className={[styles.form, className].filter(Boolean).join(' ')}>
      {/* The action serves a visitor who searches before the script has taken over a prerendered page. */}
      <form
        action={appHref('/courses')}
        className={styles.formInner}
        onSubmit={(event) => {
          event.preventDefault();
          const search = text.trim();
          if (!search) return;
          navigate({ pathname: '/courses', search: `?${new URLSearchParams({ search })}` });
          onSearch?.();
        }}
      >
        <input
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Search courses`}
          aria-label={t`Search courses`}
          className={`${styles.input} ${textOf('sm')}`}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button} aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
