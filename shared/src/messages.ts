/**
 * What the server says, in the reader's language (docs/i18n.md, "Server texts"): error texts, validation messages,
 * notifications and e-mails. Their catalogue is `shared/src/locales/` (`<locale>.po`, extracted by Lingui from
 * `/*i18n*\/`-marked strings, compiled to `<locale>.ts` by `npm run i18n:compile`).
 *
 * A message's id is its English, in ICU MessageFormat: `'Course not found'`, `'{label} is required'`. So an
 * English text needs no catalogue (the API's English answers are the code's strings, byte for byte), and a text
 * already rendered in English is looked up by what it says: `translateText` finds a static text by its id, and a
 * parameterised one through the record `text()` keeps of what it rendered.
 *
 * No dependency: the compiled messages are Lingui's (`@lingui/message-utils` compileMessage), and `formatMessage`
 * below reads them (plain placeholders, plural, selectordinal, select, number), as `@lingui/core` would, without
 * its message compiler (25 KB in every function).
 */

import { dateTimeFormat, LOCALE_TAGS, type Locale, numberFormat, SOURCE_LOCALE } from './locale';

/**
 * A moment, written in the reader's language in India's time: `dateTime` "25 Nov 2026, 3:30 pm IST" (Hindi
 * "25 नव॰ 2026, 3:30 pm IST"), `clock` "3:30 pm". Stored as the instant, so each reader gets their own writing.
 */
export interface MomentValue {
  at: string;
  style: 'dateTime' | 'clock';
}

/**
 * A value of a message: a number, a text, a list of texts (each translated, joined in the reader's way), or a
 * moment.
 */
export type MessageValue = string | number | readonly string[] | MomentValue;
export type MessageValues = Record<string, MessageValue>;

/** A message with its values: what a notification stores, what a parameterised error carries. */
export interface MessageDescriptor {
  id: string;
  values?: MessageValues;
}

/** Lingui's compiled form of one message: a text, or tokens (texts, `[name]`, `[name, format, options]`). */
export type CompiledMessage = string | readonly CompiledToken[];
type CompiledToken = string | readonly [string] | readonly [string, string, unknown?];
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

const catalogues = new Map<Locale, CompiledCatalogue>();

/** Adds a language's compiled catalogue (functions: every language at start; the web app: the page's). */
export function addCatalogue(locale: Locale, messages: CompiledCatalogue): void {
  catalogues.set(locale, messages);
}

export const hasCatalogue = (locale: Locale) => catalogues.has(locale);

/** Whether a language's catalogue (loaded) holds this id. */
export const hasMessage = (locale: Locale, id: string) => Object.hasOwn(catalogues.get(locale) ?? {}, id);

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralKey(locale: Locale, value: number, type: 'cardinal' | 'ordinal'): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[locale], { type });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

/** A value as text: a number in the language's digits and separators, a list joined as the language joins one. */
function valueText(locale: Locale, value: MessageValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (isMoment(value)) return momentText(locale, value);
  return listText(
    locale,
    value.map((item) => translate(locale, item)),
  );
}

const isMoment = (value: MessageValue): value is MomentValue =>
  typeof value === 'object' && !Array.isArray(value) && typeof (value as MomentValue).at === 'string';

/** A moment in India's time, as the language writes it (English: the en-IN shape the notifications always had). */
function momentText(locale: Locale, { at, style }: MomentValue): string {
  const clock = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' } as const;
  if (style === 'clock') return dateTimeFormat(LOCALE_TAGS[locale], clock).format(new Date(at));
  const date = { day: 'numeric', month: 'short', year: 'numeric', ...clock } as const;
  return `${dateTimeFormat(LOCALE_TAGS[locale], date).format(new Date(at))} IST`;
}

/** "a, b and c" (en-IN), "a, b, और c" (hi-IN). */
const listText = (locale: Locale, items: readonly string[]) =>
  new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(items);

/** Renders a compiled message with its values (ICU plurals by the language's plural rules). */
export function formatMessage(
  locale: Locale,
  message: CompiledMessage,
  values: MessageValues = {},
  count?: number,
): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? numberFormat(LOCALE_TAGS[locale]).format(count) : token;
      continue;
    }
    const [name, format, options] = token as readonly [string, string?, Record<string, CompiledMessage>?];
    const value = values[name];
    if (format === 'plural' || format === 'selectordinal') {
      const n = Number(value);
      const branches = options ?? {};
      const exact = branches[String(n)];
      const branch =
        exact ??
        branches[pluralKey(locale, n, format === 'plural' ? 'cardinal' : 'ordinal')] ??
        branches.other;
      out += branch === undefined ? '' : formatMessage(locale, branch, values, n);
    } else if (format === 'select') {
      const branches = options ?? {};
      const branch = branches[String(value)] ?? branches.other;
      out += branch === undefined ? '' : formatMessage(locale, branch, values, count);
    } else if (format === 'number') {
      out += numberFormat(LOCALE_TAGS[locale]).format(Number(value));
    } else {
      out += valueText(locale, value);
    }
  }
  return out;
}

/**
 * English without the catalogue: the id's `{name}` placeholders filled in. Enough for every message the shared
 * schemas and the errors render (no plural there); the catalogue test checks it equals the compiled English.
 */
export function englishOf(id: string, values?: MessageValues): string {
  if (!values) return id;
  return id.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? valueText(SOURCE_LOCALE, values[name]) : whole,
  );
}

/**
 * A message in a language: its catalogue's translation, else (a language not loaded, an id not in it: a text
 * nobody marked) its English. Each value named `label` is itself a message (a field's name: "Title").
 */
export function translate(locale: Locale, id: string, values?: MessageValues): string {
  const own =
    values && typeof values.label === 'string'
      ? { ...values, label: translate(locale, values.label) }
      : values;
  const compiled = catalogues.get(locale)?.[id];
  if (compiled !== undefined) return formatMessage(locale, compiled, own);
  return englishOf(id, own);
}

/** Parameterised texts rendered in English, by that English: so a text can be translated after the fact. */
const rendered = new Map<string, MessageDescriptor>();
/**
 * At most this many renderings of one message are remembered (a long-lived function meets a message with values
 * again and again: a grade's bounds, a caption file's line). Past it, a new rendering stays English in other
 * languages; nothing remembered is ever dropped, so the schemas' messages (made when their modules load) stay.
 */
const RENDERINGS_PER_MESSAGE = 200;
const renderings = new Map<string, number>();

function remember(english: string, descriptor: MessageDescriptor): void {
  if (rendered.has(english)) return;
  const count = renderings.get(descriptor.id) ?? 0;
  if (count >= RENDERINGS_PER_MESSAGE) return;
  renderings.set(descriptor.id, count + 1);
  rendered.set(english, descriptor);
}

/**
 * A parameterised text in English (`text('{label} is required', { label: 'Title' })` → "Title is required"),
 * remembered so that `translateText` can say it in another language. Mark the id for extraction:
 * `text(/*i18n*\/ 'Grade must be between 0 and {max}', { max })`.
 */
export function text(id: string, values: MessageValues): string {
  const english = englishOf(id, values);
  remember(english, { id, values });
  return english;
}

/**
 * An English text the code produced, in `locale`: a catalogue id, a text `text()` rendered, or "path: text" (a
 * validation message with its field's path, which stays as it is). Anything else (a text no one marked, what a
 * person wrote) comes back unchanged.
 */
export function translateText(locale: Locale, english: string): string {
  if (locale === SOURCE_LOCALE) return english;
  const own = catalogues.get(locale);
  if (own && Object.hasOwn(own, english)) return translate(locale, english);
  const made = rendered.get(english);
  if (made) return translate(locale, made.id, made.values);
  const field = /^([\w.[\]-]+): (.+)$/s.exec(english);
  if (field) {
    const rest = translateText(locale, field[2] as string);
    if (rest !== field[2]) return `${field[1]}: ${rest}`;
  }
  return english;
}

/**
 * Says that an English text the code did not write through `text()` (zod's own messages: "Too small: expected
 * string to have >=1 characters") means this message: the English stays as it is, other languages say the message.
 */
export function alias(english: string, descriptor: MessageDescriptor): void {
  remember(english, descriptor);
}
