import './styles/tokens.css';
import './styles/base.css';
import { cataloguesReady } from 'virtual:catalogue-ready';
import { localeOfPath, localisedPath } from '@academy/shared/locale';
import { COURSE_PAGE, COURSE_SHELL_RENDERED_FOR, HYDRATED_MARK } from '@academy/shared/site';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { appRoutes, createAppRouter } from './app/router';
import { pageLocale, routerBasename } from './lib/i18n';

const container = document.getElementById('root')!;
/** "/hi" on a Hindi page: the route table is the same in every language, under the language's prefix. */
const basename = routerBasename();

/**
 * A screen loaded on navigation renders once the catalogues its modules started loading are in (the page's
 * language's translations, a chunk each: build/catalogues.ts), as the first screen does (`start`).
 */
function awaitingCatalogues(routes: RouteObject[]) {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      route.lazy = async () => {
        const loaded = await lazy();
        await cataloguesReady();
        return loaded;
      };
    }
    if (route.children) awaitingCatalogues(route.children);
  }
}
awaitingCatalogues(appRoutes);

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
  const matches = matchRoutes(appRoutes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The texts of the screens and of the app's frame, in the page's language, before anything renders.
  await cataloguesReady();
}

/** Resolves in a new task (a message to itself, which no timer clamping delays). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * The router reads sessionStorage when it is created (its record of view transitions) and the sign-in
 * check reads localStorage as the page hydrates. A page's first use of each waits for the browser process
 * to hand over the storage area, up to ~10 ms, so both are opened here, in a task of their own, rather
 * than inside the router's or hydration's. Storage can be unavailable (privacy settings); the app then
 * does without it, and so does this.
 */
function openStorage() {
  try {
    void window.sessionStorage.length;
    void window.localStorage.length;
  } catch {
    // no storage: nothing to open
  }
}

/**
 * A page prerendered at build time (build/prerender.ts) is hydrated when the address is the one it was
 * rendered for, and the course shell (the site around the course page's loading state) on any course
 * address. Anything else (a query string, a path that was served another page) renders afresh.
 */
async function start() {
  const prerendered = container.dataset.prerendered;
  const { pathname, search } = window.location;
  const renderedFor =
    prerendered === pathname ||
    (prerendered === localisedPath(COURSE_SHELL_RENDERED_FOR, pageLocale) &&
      COURSE_PAGE.test(localeOfPath(pathname).path));
  if (renderedFor && !search) {
    // The page is already painted: each step in a task of its own (after the modules' evaluation, the
    // screens' modules, the browser storage, the router, then hydration) and hydration in a
    // transition, which yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page. A tap meanwhile is replayed once its part has hydrated.
    await nextTask();
    await loadCurrentScreens();
    await nextTask();
    openStorage();
    await nextTask();
    const router = createAppRouter(basename);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
    return;
  }
  await cataloguesReady();
  container.replaceChildren();
  createRoot(container).render(app(createAppRouter(basename)));
}

void start();
