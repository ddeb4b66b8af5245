/**
 * A form's check (react-hook-form's resolver over a shared schema) with its messages in a language (docs/i18n.md,
 * "Server texts"): the web app's `lib/server-messages.ts` loads this with the catalogue, outside the first load.
 * Written against the resolver's shape, not react-hook-form's types (shared imports no React).
 */
import type { Locale } from './locale';
import { translate, translateText } from './messages';
import { genericIssue } from './validation-messages';

type Result = { values: unknown; errors: Record<string, unknown> };
type Resolve = (values: never, context: unknown, options: never) => Promise<Result> | Result;

/** Every `message` of a form's errors (nested fields, field arrays), said in the language. */
function localiseErrors<T>(errors: T, locale: Locale): T {
  if (Array.isArray(errors)) return errors.map((e) => localiseErrors(e, locale)) as T;
  if (!errors || typeof errors !== 'object') return errors;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: left as it is.
    if (key === 'ref') out[key] = value;
    else
      out[key] =
        key === 'message' && typeof value === 'string'
          ? translateText(locale, value)
          : localiseErrors(value, locale);
  }
  return out as T;
}

/**
 * zod's option for messages of its own (only where the schema gives none): the catalogue's words for them.
 * Pass it as the resolver's parse options.
 */
export const builtInMessages = (locale: Locale) => ({
  error: (issue: Parameters<typeof genericIssue>[0]) => {
    const { id, values } = genericIssue(issue);
    return translate(locale, id, values);
  },
});

/** The resolver with its errors' messages said in the language. */
export function localisedErrors<R extends Resolve>(resolve: R, locale: Locale): R {
  return (async (values: never, context: unknown, options: never) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: localiseErrors(result.errors, locale) };
  }) as R;
}
