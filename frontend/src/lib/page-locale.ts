/**
 * The language texts are rendered in now, without Lingui: lib/format.ts reads it, and format runs in the course
 * page's early script too (src/early/, a small classic script with no catalogue). lib/i18n.ts keeps it in step
 * with Lingui's active language (`activateLocale`) and re-exports it.
 */
import { type Locale, localeOfPath, SOURCE_LOCALE } from '@academy/shared/locale';

/** The language of this page, from its address; English where there is no window (the prerender, tests). */
/** The page's address; none where there is no page (the prerender, tests). Typed here: bench/ reads this without the DOM types. */
const address = (globalThis as { location?: { pathname: string } }).location;

export const pageLocale: Locale = address ? localeOfPath(address.pathname).locale : SOURCE_LOCALE;

let active: Locale | 'pseudo' = pageLocale;

/** The language being rendered: the page's, or the one the prerender or a test activated (`pseudo` in tests). */
export const renderLocale = (): Locale | 'pseudo' => active;

/** Only lib/i18n.ts's `activateLocale`. */
export function setRenderLocale(locale: Locale | 'pseudo'): void {
  active = locale;
}
