import './styles/tokens.css';
import './styles/base.css';
import { HYDRATED_MARK } from '@academy/shared/site';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { appRoutes, createAppRouter } from './app/router';

const container = document.getElementById('root')!;

/** Marks the moment the first render has committed, for the bench (renders nothing, so hydration matches). */
function HydratedMark() {
  useEffect(() => {
    if (performance.getEntriesByName(HYDRATED_MARK).length === 0) performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
    <HydratedMark />
  </StrictMode>
);

/** Loads the screens of the current address first, so the first render is the page and not a spinner. */
async function loadCurrentScreens() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * A page prerendered at build time (build/prerender.ts) is hydrated when the address is the one it was
 * rendered for. Anything else (a query string, a path that was served another page) renders afresh.
 */
async function start() {
  const prerendered = container.dataset.prerendered;
  if (prerendered && prerendered === window.location.pathname && !window.location.search) {
    await loadCurrentScreens();
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: the page is already painted, and a tap meanwhile is replayed once its part
    // has hydrated.
    startTransition(() => {
      hydrateRoot(container, app(createAppRouter()));
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app(createAppRouter()));
}

void start();
