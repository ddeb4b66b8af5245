/**
 * Server-rendered markup of a component as the app shows it (inside a router, and a query client when it reads
 * queries), for the unit tests that check what a screen says without a browser.
 */
import type { Locale } from '@academy/shared/locale';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale, i18n } from '../lib/i18n';

export interface MarkupOptions {
  client?: QueryClient;
  path?: string;
  /** The language to render in (English unless given); `pseudo` for the test that finds text outside catalogues. */
  locale?: Locale | 'pseudo';
}

export function markup(node: ReactNode, options: MarkupOptions = {}): string {
  activateLocale(options.locale ?? 'en');
  const routed = (
    <MemoryRouter initialEntries={options.path ? [options.path] : undefined}>{node}</MemoryRouter>
  );
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={options.client ?? new QueryClient()}>{routed}</QueryClientProvider>
    </I18nProvider>,
  );
}

/** The text a reader sees in some markup: tags dropped, apostrophes decoded, white space folded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/**
 * English left in markup rendered in the pseudo language: every catalogue text there is accented (Lingui's
 * pseudo-localisation, "Welcome" → "Ŵēĺćōḿē"), so any run of two plain ASCII letters in the text or in a
 * label, title, placeholder or alt is text that bypassed the catalogues (or data the test gave in English).
 * `allowed` lists what may stay (the brand, data given by the test, units).
 */
export function untranslated(html: string, allowed: readonly string[] = []): string[] {
  const attributes = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map(
    (m) => m[1]!,
  );
  const texts = [textOf(html), ...attributes].map((text) =>
    allowed.reduce(
      (rest, word) => rest.split(word).join(' '),
      text.replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' '),
    ),
  );
  return [...new Set(texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []))];
}
