import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@academy/shared/locale';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { chooseLocale } from '../lib/choose-locale';
import { currentLocale } from '../lib/i18n';
import { GlobeIcon } from './icons/icons';
import styles from './language-switcher.module.css';
import { textOf } from './ui/site-text';

interface LanguageSwitcherProps {
  /** A visible label above it (the profile page); the bar and the menu name it for screen readers only. */
  labelled?: boolean;
  /** Fills its container's width (the mobile menu). */
  fullWidth?: boolean;
  className?: string;
}

/**
 * The language the academy is shown in: each language in its own name. Choosing one remembers it (this browser,
 * and the profile when signed in) and opens this page in that language (lib/choose-locale.ts).
 */
export function LanguageSwitcher({ labelled = false, fullWidth = false, className }: LanguageSwitcherProps) {
  const { t } = useLingui();
  const id = useId();
  const locale = currentLocale();
  const label = t`Language`;
  const select = (
    <span
      className={`${styles.switcher} ${textOf('muted')} ${fullWidth ? styles.full : ''} ${labelled ? '' : (className ?? '')}`}
    >
      <GlobeIcon className={styles.icon} />
      <select
        id={id}
        className={`${styles.select} ${textOf('sm', 'semibold', 'text')}`}
        aria-label={labelled ? undefined : label}
        value={locale}
        onChange={(event) => chooseLocale(event.target.value as Locale)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={LOCALE_TAGS[code]}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
  if (!labelled) return select;
  return (
    <div className={className}>
      <label htmlFor={id} className={`${styles.label} ${textOf('sm', 'semibold', 'text')}`}>
        {label}
      </label>
      {select}
    </div>
  );
}
