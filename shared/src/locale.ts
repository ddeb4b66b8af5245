/**
 * The languages the academy speaks, and how each writes numbers, money and dates: one module, on `Intl`, for the
 * web app, the emails and the documents. English is the source language: every message is written in English in
 * the code, and each other language is a catalogue of its translations (docs/i18n.md).
 *
 * Adding a language (Tamil, Bengali, Marathi): its code in LOCALES, its BCP 47 tag and its own name here, and in
 * frontend/lingui.config.ts's `locales`; then
 * `npm run i18n:extract` creates its catalogue beside each English one, to be translated.
 */

/** Each language's code: the path prefix of its pages (`/hi/…`) and its catalogues' file name (`hi.po`). */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's BCP 47 tag, for Intl and `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** What the language switcher shows: each language in its own script. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && Object.hasOwn(LOCALE_TAGS, value);

/** The browser's record of a visitor's choice (a signed-in person's is on their profile too). */
export const LOCALE_STORAGE_KEY = 'academy.locale';

/** The path prefix of a language's pages: "" for English, "/hi" for Hindi. */
export const localePrefix = (locale: Locale) => (locale === SOURCE_LOCALE ? '' : `/${locale}`);

/**
 * The language of an address and the address without its prefix: "/hi/courses" → hi, "/courses"; "/hi" → hi,
 * "/"; "/courses" → en, "/courses". Only a whole first segment counts ("/history" is English).
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== SOURCE_LOCALE && isLocale(code)) {
    return { locale: code, path: pathname.slice(code.length + 1) || '/' };
  }
  return { locale: SOURCE_LOCALE, path: pathname };
}

/** The same address in another language: ("/hi/courses", en) → "/courses"; ("/", hi) → "/hi". */
export function localisedPath(pathname: string, locale: Locale): string {
  const { path } = localeOfPath(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The language an `Accept-Language` header asks for, of those we speak: the first listed we have (weights are
 * ignored: browsers list by preference), else English. "hi-IN,hi;q=0.9,en;q=0.8" → hi.
 */
export function localeOfAcceptLanguage(header: string | undefined | null): Locale {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (isLocale(code)) return code;
  }
  return SOURCE_LOCALE;
}

/** One formatter per tag and options, made on first use (making one costs far more than using one). */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  tag: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind} ${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options));
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', tag, options, () => new Intl.NumberFormat(tag, options));
}

export function relativeTimeFormat(
  tag: string,
  options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' },
): Intl.RelativeTimeFormat {
  return cached('relative', tag, options, () => new Intl.RelativeTimeFormat(tag, options));
}

/**
 * The tag dates are written with. English keeps the specification's shape ("Nov 22, 2026, 6:05 PM", spec part 1
 * §9), which is the en-US pattern; Hindi writes "22 नव॰ 2026, 6:05 pm" (hi-IN).
 */
export const dateTag = (locale: Locale) => (locale === 'en' ? 'en-US' : LOCALE_TAGS[locale]);

/** Lakh and crore in words: 150000 → "1.5 lakh" (en-IN), "1.5 लाख" (hi-IN). */
export function formatCompactNumber(value: number, locale: Locale): string {
  return numberFormat(LOCALE_TAGS[locale], { notation: 'compact', compactDisplay: 'long' }).format(value);
}

/** "yesterday", "in 3 hours"; "कल", "3 घंटे में". */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, locale: Locale): string {
  return relativeTimeFormat(LOCALE_TAGS[locale]).format(value, unit);
}
