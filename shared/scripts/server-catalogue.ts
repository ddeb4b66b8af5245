/** Reading and compiling the server's catalogue (shared/src/locales), for the compile script and its test. */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalogue, CompiledMessage } from '../src/messages';

/** The languages compiled to modules (the pseudo-locale is the web app's test's, not the server's). */
export const SERVER_LOCALES = ['en', 'hi'] as const;

export interface PoEntry {
  id: string;
  /** The translation (`msgstr`); empty when missing. */
  translation: string;
}

/** The messages of a `.po` file, in its order. */
export function readPo(po: string): PoEntry[] {
  const parsed = formatter().parse(po, { locale: null, sourceLocale: 'en', filename: 'x.po' }) as Record<
    string,
    { translation?: string; message?: string; obsolete?: boolean }
  >;
  return Object.entries(parsed)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({ id, translation: entry.translation ?? '' }));
}

/** One message compiled: a plain text stays a string (smaller modules). */
function compiled(text: string): CompiledMessage {
  const tokens = compileMessage(text) as CompiledMessage;
  return Array.isArray(tokens) && tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
}

/** Whether a compiled message needs the catalogue's reader: a plural, select or number format somewhere in it. */
const formats = (message: CompiledMessage): boolean =>
  Array.isArray(message) && message.some((token) => Array.isArray(token) && token.length > 1);

/**
 * A language's catalogue compiled. English keeps only the messages with a plural, a select or a number format:
 * any other English is its id with its `{placeholders}` filled in (`englishOf`), said without the catalogue.
 */
export function compiledCatalogue(po: string, locale: string): CompiledCatalogue {
  const out: Record<string, CompiledMessage> = {};
  for (const { id, translation } of readPo(po)) {
    const text = translation || (locale === 'en' ? id : '');
    if (!text) continue;
    const message = compiled(text);
    if (locale === 'en' && !formats(message)) continue;
    out[id] = message;
  }
  return out;
}

/**
 * A catalogue for the functions: its JSON compressed with brotli, in base64 (`packed`). Devanagari is 3 bytes a
 * letter in UTF-8 and 6 in esbuild's escaped output; packed, Hindi costs a function about 12 KB instead of 110 KB,
 * and is unpacked only when a request or a mail needs it (functions/src/lib/i18n.ts).
 */
export const packedCatalogue = (messages: CompiledCatalogue): string =>
  brotliCompressSync(Buffer.from(JSON.stringify(messages)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).toString('base64');

export const unpackedCatalogue = (packed: string): CompiledCatalogue =>
  JSON.parse(brotliDecompressSync(Buffer.from(packed, 'base64')).toString('utf8')) as CompiledCatalogue;

/** The packed module's source (`<locale>.packed.ts`). */
export function packedModuleText(locale: string, messages: CompiledCatalogue): string {
  return `// Compiled from ${locale}.po by \`npm run i18n:compile\` (shared/scripts/compile-messages.ts): do not edit.
// The catalogue's JSON, brotli, base64: the functions unpack it when they first need it.
export const packed =
  '${packedCatalogue(messages)}';
`;
}

/** The module's source: one message a line, so a change reads as one line of the diff. */
export function moduleText(locale: string, messages: CompiledCatalogue): string {
  const lines = Object.entries(messages).map(
    ([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(message)},`,
  );
  return `// Compiled from ${locale}.po by \`npm run i18n:compile\` (shared/scripts/compile-messages.ts): do not edit.
import type { CompiledCatalogue } from '../messages';

export const messages: CompiledCatalogue = {
${lines.join('\n')}
};
`;
}
