/**
 * Server-rendered markup of a component as the app shows it (inside a router, and a query client when it reads
 * queries), for the unit tests that check what a screen says without a browser.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

export function markup(node: ReactNode, options: { client?: QueryClient; path?: string } = {}): string {
  const routed = (
    <MemoryRouter initialEntries={options.path ? [options.path] : undefined}>{node}</MemoryRouter>
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={options.client ?? new QueryClient()}>{routed}</QueryClientProvider>,
  );
}

/** The text a reader sees in some markup: tags dropped, apostrophes decoded, white space folded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
