/**
 * The page's language and its catalogues (docs/i18n.md). A page speaks one language for its whole life, the one
 * its address says (`/hi/…` is Hindi): switching language is a navigation to the other address. Each module that
 * shows text loads its catalogue through build/catalogues.ts before it runs, with `loadCatalogue` below.
 *
 * At build time (the prerender) and in tests every language is loaded, and `activateLocale` picks one per render.
 */

import {
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALE_TAGS,
  type Locale,
  localePrefix,
  localisedPath,
  SOURCE_LOCALE,
} from '@academy/shared/locale';
import { i18n, type Messages } from '@lingui/core';
import { pageLocale, setRenderLocale } from './page-locale';

export { i18n, pageLocale };

/** React Router's basename for the page's language: "/hi" on Hindi pages, none in English. */
export const routerBasename = (locale: Locale = currentLocale()) => localePrefix(locale) || undefined;

/** The language texts are being rendered in now (the page's, or the one `activateLocale` chose). */
export const currentLocale = (): Locale => (i18n.locale as Locale) || pageLocale;

/** Its BCP 47 tag, for Intl and `<html lang>`: "en-IN", "hi-IN". */
export const currentTag = () => LOCALE_TAGS[currentLocale()] ?? LOCALE_TAGS[SOURCE_LOCALE];

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Adds one catalogue's translation into the page's language (awaited: a chunk of its own). English needs none: it
 * is in the code that shows it (build/catalogues.ts). Where there is no page (the prerender's Node build, tests),
 * every translation, so any may be activated.
 */
export async function loadCatalogue(others: Record<string, Loader>): Promise<void> {
  if (typeof window === 'undefined') {
    await Promise.all(
      Object.entries(others).map(async ([locale, load]) => i18n.load(locale, (await load()).messages)),
    );
    return;
  }
  const load = others[pageLocale];
  if (load) i18n.load(pageLocale, (await load()).messages);
}

/** Renders from now on in `locale` (the prerender, per page; tests). The browser's is the page's. */
export function activateLocale(locale: Locale | 'pseudo'): void {
  setRenderLocale(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
}

// An empty catalogue first: activating a language Lingui has no messages for yet warns.
i18n.load(pageLocale, {});
activateLocale(pageLocale);

// The page's language for the browser, screen readers and `:lang(hi)` (the prerendered HTML has it already).
if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[pageLocale];

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Blocked storage (privacy settings): no remembered choice.
    return null;
  }
};

/** The language this browser last chose (the switcher, or a signed-in profile's), if any. */
export function storedLocale(): Locale | null {
  const value = storage()?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : null;
}

/** Remembers a choice of language in this browser. */
export function storeLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Full or blocked storage: the choice lasts this page only.
  }
}

/**
 * An app address in the language being rendered, for a full navigation or a form's action: "/login" →
 * "/hi/login" on a Hindi page (and in the prerender of one).
 */
export function appHref(path: string, locale?: Locale): string {
  const rendered = currentLocale();
  return localisedPath(path, locale ?? (isLocale(rendered) ? rendered : SOURCE_LOCALE));
}

/** The address of this page in another language, search and hash kept: "/courses?q=x" → "/hi/courses?q=x". */
export function addressIn(locale: Locale, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${localisedPath(location.pathname, locale)}${location.search}${location.hash}`;
}

/**
 * Where to go at start-up for the language this browser chose, if it differs from the address's; null to stay.
 * Called once as the router starts (app/router.tsx), before the first render.
 */
export function preferredLocaleRedirect(): string | null {
  if (typeof window === 'undefined') return null;
  const chosen = storedLocale();
  if (!chosen || chosen === pageLocale) return null;
  return addressIn(chosen, window.location);
}

/** Whether a language is this page's. */
export const isPageLocale = (locale: Locale) => locale === pageLocale;

/** Shows this page in another language: a full navigation to its address there (a page never changes language). */
export function goToLocale(locale: Locale): void {
  if (locale === pageLocale) return;
  window.location.assign(addressIn(locale, window.location));
}
