/**
 * The page's language and its catalogues (docs/i18n.md). A page speaks one language for its whole life, the one
 * its address says (`/hi/…` is Hindi): switching language is a navigation to the other address. Each module that
 * shows text loads its catalogue through build/catalogues.ts before it runs, with `loadCatalogue` below.
 *
 * At build time (the prerender) and in tests every language is loaded, and `activateLocale` picks one per render.
 */

import { LOCALE_TAGS, type Locale, localeOfPath, localePrefix, SOURCE_LOCALE } from '@academy/shared/locale';
import { i18n, type Messages } from '@lingui/core';

export { i18n };

/** The language of this page, from its address; English where there is no window (the prerender, tests). */
export const pageLocale: Locale =
  typeof window === 'undefined' ? SOURCE_LOCALE : localeOfPath(window.location.pathname).locale;

/** React Router's basename for the page's language: "/hi" on Hindi pages, none in English. */
export const routerBasename = (locale: Locale = currentLocale()) => localePrefix(locale) || undefined;

/** The language texts are being rendered in now (the page's, or the one `activateLocale` chose). */
export const currentLocale = (): Locale => (i18n.locale as Locale) || pageLocale;

/** Its BCP 47 tag, for Intl and `<html lang>`: "en-IN", "hi-IN". */
export const currentTag = () => LOCALE_TAGS[currentLocale()] ?? LOCALE_TAGS[SOURCE_LOCALE];

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Adds one catalogue: its English now, and its translation into the page's language (awaited: a chunk of its
 * own). Where there is no page (the prerender's Node build, tests), every translation, so any may be activated.
 */
export async function loadCatalogue(english: Messages, others: Record<string, Loader>): Promise<void> {
  i18n.load(SOURCE_LOCALE, english);
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
  if (i18n.locale !== locale) i18n.activate(locale);
}

// An empty catalogue first: activating a language Lingui has no messages for yet warns.
i18n.load(pageLocale, {});
activateLocale(pageLocale);
