/**
 * The message catalogues (docs/i18n.md): one per feature beside its screens, one for the app's frame (app/,
 * components/, lib/, early/), and one for what the server says (shared/ and functions/: errors, notifications,
 * emails). Each holds `en.po` (the source, extracted from the code), `hi.po` (its Hindi) and `pseudo.po` (made up
 * by the compiler, for the test that finds text outside the catalogues). No fallback language: a message missing
 * from `hi.po` fails the build and the catalogue test rather than showing English.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Tests' own texts (a fixture's label) are not the app's: no catalogue holds them. */
const TESTS = ['**/*.test.*', '**/testing/**', '**/test/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: false,
  // A stable order whatever order the extractor's workers finish in (the compiled server catalogue follows it).
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/src/app/locales/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/early',
        '<rootDir>/src/main.tsx',
        '<rootDir>/src/entry-server.tsx',
      ],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/../shared/src/locales/{locale}',
      include: ['<rootDir>/../shared/src', '<rootDir>/../functions/src'],
      exclude: TESTS,
    },
  ],
});
