/**
 * The server's catalogue in every function (docs/i18n.md, "Server texts"): errors are answered in the caller's
 * language (`Accept-Language`), notifications listed in the reader's, e-mails written in the recipient's stored
 * one. Every language is bundled (a Lambda has no chunks to load): the Hindi catalogue is a few KB.
 */
import { type Locale, localeOfAcceptLanguage, SOURCE_LOCALE } from '@academy/shared/locale';
import { messages as en } from '@academy/shared/locales/en';
import { messages as hi } from '@academy/shared/locales/hi';
import {
  addCatalogue,
  type MessageDescriptor,
  type MessageValues,
  translate,
  translateText,
} from '@academy/shared/messages';

addCatalogue('en', en);
addCatalogue('hi', hi);

export type { Locale, MessageDescriptor, MessageValues };
export { SOURCE_LOCALE, translate, translateText };

/** The language a request asks for (`Accept-Language`), of those we speak; English by default. */
export const requestLocale = (headers: Record<string, string | undefined> | undefined): Locale =>
  localeOfAcceptLanguage(headers?.['accept-language']);

/** A stored language (a profile's `locale`), or English for none or one we no longer speak. */
export const storedLocale = (value: unknown): Locale =>
  value === 'hi' || value === 'en' ? value : SOURCE_LOCALE;
