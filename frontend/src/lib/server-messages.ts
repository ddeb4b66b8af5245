/**
 * The server's catalogue on the web (docs/i18n.md, "Server texts"): the forms check their input with the shared
 * zod schemas, whose messages are the server's (English ids). On a Hindi page they are shown in Hindi from the same
 * catalogue: its compiled Hindi (`shared/src/locales/hi.ts`) is a chunk of its own, loaded only there.
 *
 * This module is in the first load of every page (lib/ is `app-shared`), so it imports nothing but types and the
 * page's language: the catalogue's reader, the Hindi and the form resolver come with the first form that checks
 * its input (the screens that have forms load react-hook-form anyway), or at once on a Hindi page.
 *
 * The API's own answers need none of this: the client sends `Accept-Language` from a Hindi page and the server
 * answers its errors in Hindi.
 */

import type { Locale } from '@academy/shared/locale';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { currentLocale, pageLocale } from './i18n';

type Messages = typeof import('@academy/shared/messages');

/** Each language's compiled catalogue, a chunk of its own (English needs none: its ids are its texts). */
const catalogues: Partial<
  Record<Locale, () => Promise<{ messages: Parameters<Messages['addCatalogue']>[1] }>>
> = {
  hi: () => import('@academy/shared/locales/hi'),
};

/** The catalogue's reader, once loaded (`serverText` says English until then). */
let reader: Messages | undefined;
const loading = new Map<Locale, Promise<Messages>>();

/** Loads the catalogue's reader and a language's messages (none for English), once each. */
export function loadServerMessages(locale: Locale = currentLocale()): Promise<Messages> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([import('@academy/shared/messages'), catalogues[locale]?.()]).then(
      ([messages, own]) => {
        if (own) messages.addCatalogue(locale, own.messages);
        reader = messages;
        return messages;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

// A Hindi page starts loading at once, so a form's first check seldom waits.
if (typeof window !== 'undefined' && catalogues[pageLocale]) void loadServerMessages(pageLocale);

/**
 * A text of the server's (a schema's message, an API error's) in the page's language, when its catalogue is
 * loaded and has it; else as it is.
 */
export const serverText = (english: string): string =>
  reader?.translateText(currentLocale(), english) ?? english;

type AnyResolver = Resolver<Record<string, unknown>, unknown, unknown>;

/** zodResolver for the schema, its messages said in `locale` (zodResolver itself in English). */
async function resolverFor(schema: z.ZodType, locale: Locale): Promise<AnyResolver> {
  const [{ zodResolver }, { builtInMessages, localisedErrors }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@academy/shared/form-messages'),
    loadServerMessages(locale),
  ]);
  if (!catalogues[locale]) return zodResolver(schema as never) as unknown as AnyResolver;
  return localisedErrors(
    zodResolver(schema as never, builtInMessages(locale) as never) as unknown as AnyResolver,
    locale,
  );
}

/**
 * `zodResolver(schema)` whose messages are in the page's language: the schemas' own messages from the server's
 * catalogue, and zod's built-in ones ("Too small: expected string to have >=1 characters") as the catalogue says
 * them. In English it is zodResolver exactly. Use it wherever a form checks a shared schema:
 * `useForm<z.input<typeof S>, unknown, z.output<typeof S>>({ resolver: localisedResolver(S) })`.
 */
export function localisedResolver<S extends z.ZodType<FieldValues, FieldValues>, Context = unknown>(
  schema: S,
): Resolver<z.input<S>, Context, z.output<S>> {
  const locale = currentLocale();
  let ready: Promise<AnyResolver> | undefined;
  const resolve: AnyResolver = async (values, context, options) => {
    ready ??= resolverFor(schema, locale);
    return (await ready)(values, context, options);
  };
  return resolve as unknown as Resolver<z.input<S>, Context, z.output<S>>;
}
