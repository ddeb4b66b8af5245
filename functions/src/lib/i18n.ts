/**
 * The server's catalogue in every function (docs/i18n.md, "Server texts"): errors are answered in the caller's
 * language (`Accept-Language`), notifications listed in the reader's, e-mails written in the recipient's stored
 * one. English is the code's text (its catalogue holds only the messages with values); each other language is
 * bundled packed (`<locale>.packed.ts`, 12 KB for Hindi) and unpacked the first time a text is said in it.
 */
import { brotliDecompressSync } from 'node:zlib';
import { type Locale, localeOfAcceptLanguage, SOURCE_LOCALE } from '@academy/shared/locale';
import { messages as en } from '@academy/shared/locales/en';
import { packed as hi } from '@academy/shared/locales/hi.packed';
import {
  addCatalogue,
  type CompiledCatalogue,
  hasCatalogue,
  type MessageDescriptor,
  type MessageValues,
  translate as translateIn,
  translateText as translateTextIn,
} from '@academy/shared/messages';

addCatalogue('en', en);

const packed: Partial<Record<Locale, string>> = { hi };

/** A language's catalogue, unpacked on first use. */
function ensure(locale: Locale): void {
  const source = packed[locale];
  if (!source || hasCatalogue(locale)) return;
  addCatalogue(
    locale,
    JSON.parse(brotliDecompressSync(Buffer.from(source, 'base64')).toString('utf8')) as CompiledCatalogue,
  );
}

export type { Locale, MessageDescriptor, MessageValues };
export { SOURCE_LOCALE };

/** A message (its id, the English) in a language, with its values. */
export function translate(locale: Locale, id: string, values?: MessageValues): string {
  ensure(locale);
  return translateIn(locale, id, values);
}

/** An English text the code produced (a marked text, or one `text()` rendered) in a language; else as it is. */
export function translateText(locale: Locale, english: string): string {
  ensure(locale);
  return translateTextIn(locale, english);
}

/** The language a request asks for (`Accept-Language`), of those we speak; English by default. */
export const requestLocale = (headers: Record<string, string | undefined> | undefined): Locale =>
  localeOfAcceptLanguage(headers?.['accept-language']);
