import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../limits';
import { text } from '../messages';

// The public pages load this module: it builds no z.object when it loads (only functions that build one), since
// zod's first object probes `new Function`, which the site's Content-Security-Policy reports as a violation
// (test/e2e/prerendered.test.ts, the Hindi course page). Objects shared by several answers live in their own module.

/** Sortable unique ids (ULIDs) or Cognito subs (UUIDs). */
export const Id = z
  .string()
  .trim()
  .min(1, /*i18n*/ 'Required')
  .max(64, /*i18n*/ 'Too long')
  .regex(/^[A-Za-z0-9_-]+$/, /*i18n*/ 'Invalid id');

/** An answer item's id twice, as the spec's payloads carry it: `_id` (its Mongo-style name) and `id`. */
export const ids = { _id: Id, id: Id };

/** Another item an answer names: its `_id` and what the screen shows of it (`{ name }`, `{ title }` …). */
export const ref = <T extends z.ZodRawShape>(shown: T) => z.object({ _id: Id, ...shown });

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, /*i18n*/ 'Email is required')
  .max(254, /*i18n*/ 'Email is too long')
  .pipe(z.email(/*i18n*/ 'Please enter a valid email address'));

/**
 * Characters that make stored text lie about itself or break the places that show it: C0 controls (NUL, newline
 * ...), DEL and C1 controls, the bidi embeddings, overrides and isolates (U+202E shows `Ravi\u202Egnp.exe`
 * reversed on certificates and admin tables), the Arabic letter mark, LRM/RLM and the Unicode line and paragraph
 * separators. ZWJ and ZWNJ (U+200D, U+200C) are deliberately allowed: Devanagari, Malayalam, Bengali and other
 * Indian-script names need them to render correctly.
 */
const UNSAFE_BESIDES_CONTROLS =
  '\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';
const UNSAFE_SINGLE_LINE = `\\u0000-\\u001F${UNSAFE_BESIDES_CONTROLS}`;
/** Multi-line text keeps tab (U+0009), line feed (U+000A) and carriage return (U+000D, turned into a line feed). */
const UNSAFE_MULTI_LINE = `\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F${UNSAFE_BESIDES_CONTROLS}`;
// One character list for both rules. They are `.regex()` checks so the OpenAPI document carries them as a
// `pattern`; anchored, BMP-only, with no lookbehind or \p classes, JSON-schema tools read them as the server does.
const SAFE_SINGLE_LINE = new RegExp(`^[^${UNSAFE_SINGLE_LINE}]*$`);
const SAFE_MULTI_LINE = new RegExp(`^[^${UNSAFE_MULTI_LINE}]*$`);

/**
 * Text made only of whole characters: no lone UTF-16 surrogate (a JSON body can carry `"\ud800"`, a JavaScript
 * string holds it, but no UTF-8 reader can, so one stored title makes every answer that lists it unreadable to
 * strict JSON parsers). A surrogate pair (an emoji, a rare CJK character) is one character and passes. Written
 * for both readings of the pattern: without the `u` flag (JavaScript here) it walks UTF-16 code units; with it
 * (JSON-schema tools) `[^\uD800-\uDFFF]` takes every code point but a lone surrogate.
 */
export const WELL_FORMED_TEXT = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** E.g. 'Title contains an invalid character (an unpaired UTF-16 surrogate)'. */
export const brokenTextMessage = (label: string) =>
  text(/*i18n*/ '{label} contains an invalid character (an unpaired UTF-16 surrogate)', { label });

/** E.g. 'Name cannot contain control or direction-changing characters'. */
export const unsafeTextMessage = (label: string) =>
  text(/*i18n*/ '{label} cannot contain control or direction-changing characters', { label });

/** True when `text` holds a character `SingleLine` (or, with `multiLine`, `MultiLine`) refuses. */
export const hasUnsafeCharacters = (text: string, { multiLine = false } = {}) =>
  !(multiLine ? SAFE_MULTI_LINE : SAFE_SINGLE_LINE).test(text);

/**
 * A required one-line text a person reads (a name, a title): trimmed, 1 to `max` characters, no control or
 * direction-changing characters, no lone surrogate. Messages: '<label> is required', '<label> is at most <max>
 * characters', '<label> cannot contain control or direction-changing characters', '<label> contains an invalid
 * character (an unpaired UTF-16 surrogate)'.
 */
export const SingleLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, text(/*i18n*/ '{label} is required', { label }))
    // Past the limit nothing else is checked: the patterns never walk a 10 MB body's text.
    .max(max, { error: text(/*i18n*/ '{label} is at most {max} characters', { label, max }), abort: true })
    .regex(SAFE_SINGLE_LINE, unsafeTextMessage(label))
    .regex(WELL_FORMED_TEXT, brokenTextMessage(label));

/**
 * An optional free text of several lines (a bio): trimmed, at most `max` characters, line breaks (CRLF and CR
 * become LF) and tabs kept, every other control or direction-changing character and every lone surrogate refused,
 * with `SingleLine`'s messages.
 */
export const MultiLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .max(max, { error: text(/*i18n*/ '{label} is at most {max} characters', { label, max }), abort: true })
    .regex(SAFE_MULTI_LINE, unsafeTextMessage(label))
    .regex(WELL_FORMED_TEXT, brokenTextMessage(label));

export const PersonName = SingleLine(/*i18n*/ 'Name', 100);

const passwordClasses = [
  [/[a-z]/, /*i18n*/ 'a lower-case letter'],
  [/[A-Z]/, /*i18n*/ 'an upper-case letter'],
  [/[0-9]/, /*i18n*/ 'a number'],
  [/[^A-Za-z0-9]/, /*i18n*/ 'a symbol'],
] as const;

/** Lower, upper, digit and symbol as one pattern: tools that merge an `allOf` of patterns let no password pass. */
const STRONG_PASSWORD = /^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9])/;

/** 'Password must contain an upper-case letter', or 'Password must contain a number and a symbol' ... */
function missingClassesMessage(password: unknown) {
  const typed = typeof password === 'string' ? password : '';
  const missing = passwordClasses.filter(([pattern]) => !pattern.test(typed)).map(([, name]) => name);
  // Each kind is a message of its own, joined as the reader's language joins a list ("a, b and c").
  return text(/*i18n*/ 'Password must contain {missing}', {
    missing: missing.length > 0 ? missing : passwordClasses.map(([, name]) => name),
  });
}

/**
 * The user pool's password policy (infra/lib/auth.ts), checked here so the API answers clearly: one pattern in
 * the JSON Schema, and a message naming each missing kind of character.
 */
export const Password = z
  .string()
  .min(
    PASSWORD_MIN_LENGTH,
    text(/*i18n*/ 'Password must be at least {min} characters', { min: PASSWORD_MIN_LENGTH }),
  )
  .max(128, /*i18n*/ 'Password is at most 128 characters')
  .regex(STRONG_PASSWORD, { error: (issue) => missingClassesMessage(issue.input) })
  .describe(
    `${PASSWORD_MIN_LENGTH} to 128 characters with a lower-case letter, an upper-case letter, a number and a symbol`,
  );

/** A new account's name, e-mail and password, with the password's optional confirmation (`passwordConfirmed`). */
export const newAccountFields = {
  name: PersonName,
  email: Email,
  password: Password,
  confirmPassword: z.string().optional(),
};

/** A body with `newAccountFields` refined: a confirmation, where given, is the password. */
export const passwordConfirmed = (b: { password: string; confirmPassword?: string }) =>
  b.confirmPassword === undefined || b.confirmPassword === b.password;
export const passwordMismatch = { message: /*i18n*/ 'Passwords do not match', path: ['confirmPassword'] };

export const IsoDateTime = z.iso.datetime({ offset: true });

/** Opaque continuation token of a bounded page. */
export const Cursor = z.string().max(2048).optional();
export const PageLimit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** The query of a bounded page and nothing else: `limit` (1 to `max`, `fallback` when absent) and `cursor`. */
export const pageQuery = (max: number, fallback: number) =>
  z.object({ limit: PageLimit(max, fallback), cursor: Cursor });
