/**
 * The catalogues hold every text, in every language (issue 40, docs/i18n.md): each catalogue's English matches what
 * the code says today (a text added, changed or removed without `npm run i18n:extract` fails here), and each
 * other language translates every message with the same placeholders, tags and plural forms as the English.
 * (The test that a screen shows no text outside the catalogues renders the screens in the pseudo language.)
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { linguiConfigPath } from '../build/catalogues';

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
type CompiledMessage = ReturnType<typeof compileMessage> & unknown[];

const config = getConfig({ configPath: linguiConfigPath, skipValidation: true });
const catalogs: Catalog[] = await getCatalogs(config);
const translated = config.locales.filter((l) => l !== config.sourceLocale && l !== config.pseudoLocale);
const nameOf = (catalog: Catalog) => catalog.path.replace(`${config.rootDir}/`, '');

/** The names of a message's arguments (`{name}`, `{count, plural, …}`) and its numbered tags (`<0>`, `</0>`). */
function shapeOf(message: string) {
  const args = new Set<string>();
  const tags = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) tags.add(tag[0]);
        continue;
      }
      const [name, , branches] = token as [string, string?, Record<string, CompiledMessage | string>?];
      args.add(name);
      for (const branch of Object.values(branches ?? {})) if (Array.isArray(branch)) walk(branch);
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === 'string' ? [compiled] : compiled);
  return { args: [...args].sort(), tags: [...tags].sort() };
}

/** The plural forms each `plural` argument offers: `{count, plural, one {…} other {…}}` → ["one", "other"]. */
function pluralFormsOf(message: string): string[] {
  const forms: string[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [, type, branches] = token as [string, string?, Record<string, CompiledMessage | string>?];
      if (type === 'plural') forms.push(...Object.keys(branches ?? {}));
      for (const branch of Object.values(branches ?? {})) if (Array.isArray(branch)) walk(branch);
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === 'string' ? [compiled] : compiled);
  return forms;
}

describe('message catalogues', () => {
  it('are found: one per feature, the app and the server', () => {
    expect(catalogs.length).toBeGreaterThan(10);
  });

  describe.each(catalogs.map((catalog) => [nameOf(catalog), catalog] as const))('%s', (_name, catalog) => {
    it('holds exactly the texts the code has (npm run i18n:extract)', async () => {
      const [inCode, inFile] = await Promise.all([catalog.collect(), catalog.read(config.sourceLocale!)]);
      const codeIds = Object.keys(inCode ?? {}).sort();
      const fileIds = Object.entries(inFile ?? {})
        .filter(([, entry]) => !entry.obsolete)
        .map(([id]) => id)
        .sort();
      const describeIds = (ids: string[], from: Record<string, { message?: string }>) =>
        ids.map((id) => `${id}: ${from[id]?.message ?? ''}`);
      expect({
        notInCatalogue: describeIds(
          codeIds.filter((id) => !fileIds.includes(id)),
          inCode ?? {},
        ),
        notInCode: describeIds(
          fileIds.filter((id) => !codeIds.includes(id)),
          inFile ?? {},
        ),
      }).toEqual({ notInCatalogue: [], notInCode: [] });
    });

    it.each(translated)(
      'translates every message into %s, keeping its placeholders and plural forms',
      async (locale) => {
        const [english, other] = await Promise.all([
          catalog.read(config.sourceLocale!),
          catalog.read(locale),
        ]);
        const problems: string[] = [];
        for (const [id, entry] of Object.entries(english ?? {})) {
          if (entry.obsolete) continue;
          const source = entry.message || entry.translation || id;
          const translation = other?.[id]?.translation ?? '';
          if (!translation.trim()) {
            problems.push(`missing: ${source}`);
            continue;
          }
          const a = shapeOf(source);
          const b = shapeOf(translation);
          if (JSON.stringify(a) !== JSON.stringify(b)) {
            problems.push(`placeholders differ: ${source} → ${translation}`);
          }
          if (/,\s*plural\s*,/.test(source)) {
            const forms = pluralFormsOf(translation);
            if (!forms.includes('one') || !forms.includes('other')) {
              problems.push(`plural needs "one" and "other": ${translation}`);
            }
          }
        }
        expect(problems).toEqual([]);
      },
    );
  });
});
