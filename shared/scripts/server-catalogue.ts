/** Reading and compiling the server's catalogue (shared/src/locales), for the compile script and its test. */
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

/** A language's catalogue compiled; English falls back to the id (it is the English). */
export function compiledCatalogue(po: string, locale: string): CompiledCatalogue {
  const out: Record<string, CompiledMessage> = {};
  for (const { id, translation } of readPo(po)) {
    const text = translation || (locale === 'en' ? id : '');
    if (text) out[id] = compiled(text);
  }
  return out;
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
