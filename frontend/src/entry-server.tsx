/**
 * Renders a public page to HTML at build time (build/prerender.ts), in the same providers and route table
 * as the browser (main.tsx), which then hydrates it. Nothing here runs in the browser or on a server at
 * request time: the site stays a static build on the CDN.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { appRoutes, type ScreenHandle } from './app/router';
import { type PageHead, PageHeadContext } from './lib/use-page-title';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The document title the screen sets. */
  title: string | undefined;
  /** The screen modules the page shows (under `frontend/`), so their chunks and CSS can load with it. */
  modules: string[];
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for lazy components (the screen's own chunk) instead of leaving fallbacks. The home
  // page's lower sections are not among them: they mount only as the visitor scrolls near, so its HTML
  // holds the hero, the marquee and the course section, and a screen-tall placeholder below.
  const head: PageHead = {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext.Provider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const modules = context.matches.flatMap((match) => {
    const handle = match.route.handle as ScreenHandle | undefined;
    return handle?.module ? [handle.module] : [];
  });
  return { html, title: head.title, modules };
}
