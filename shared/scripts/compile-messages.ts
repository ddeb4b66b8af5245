/**
 * `npm run i18n:compile`: the server's catalogue (shared/src/locales/<locale>.po, docs/i18n.md "Server texts")
 * compiled to modules functions and the web app import (`shared/src/locales/<locale>.ts`), with Lingui's message
 * compiler. Run it after `npm run i18n:extract` and the Hindi; `shared/src/messages.test.ts` fails while a module
 * is stale.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledCatalogue, moduleText, packedModuleText, SERVER_LOCALES } from './server-catalogue';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../src/locales');

for (const locale of SERVER_LOCALES) {
  const po = readFileSync(join(folder, `${locale}.po`), 'utf8');
  const messages = compiledCatalogue(po, locale);
  writeFileSync(join(folder, `${locale}.ts`), moduleText(locale, messages));
  if (locale !== 'en') writeFileSync(join(folder, `${locale}.packed.ts`), packedModuleText(locale, messages));
  console.info(`Wrote shared/src/locales/${locale}.ts`);
}
// In the repository's format (the test compares the messages, not the text).
execFileSync('npx', ['biome', 'format', '--write', join(folder, '*.ts')], { stdio: 'inherit', shell: true });
