/**
 * Renders a public page to HTML at build time (build/prerender.ts), in the same providers and route table
 * as the browser (main.tsx), which then hydrates it. Nothing here runs in the browser or on a server at
 * request time: the site stays a static build on the CDN.
 */
import { createHash } from 'node:crypto';
import { categories } from '@academy/shared/catalogue';
import { type Locale, localeOfPath, localePrefix } from '@academy/shared/locale';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { appRoutes, type ScreenHandle } from './app/router';
import { Button } from './components/ui';
import { EARLY_HERO_SLOT, heroVariant } from './early/hero-template';
import { CourseHeroView, coursePageStyles, type HeroView, heroAccentOf } from './features/courses/prerender';
import { activateLocale, i18n } from './lib/i18n';
import { type PageHead, PageHeadContext } from './lib/use-page-title';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The document title the screen sets. */
  title: string | undefined;
  /** The screen modules the page shows (under `frontend/`), so their chunks and CSS can load with it. */
  modules: string[];
}

/**
 * Renders the page at `pathname` in the language its address says (`/hi/…` in Hindi, under React Router's
 * basename "/hi", as main.tsx routes it). Pages render one after another: the language is Lingui's global one.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const { locale } = localeOfPath(pathname);
  activateLocale(locale);
  const handler = createStaticHandler(appRoutes, { basename: localePrefix(locale) || undefined });
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

/**
 * The course hero's markup with a slot for each text of its view (`{@title@}`), for the early hero of the
 * course shell (src/early/course-page.ts fills it from the first answer): one template per shape the hero
 * takes (with or without a preview, rated or not), and the accent class of each category. Its enrol button
 * is the one a signed-out visitor gets.
 */
export type HeroTemplates = ReturnType<typeof renderHeroTemplates>;

/**
 * A text of a feature's catalogue by its English, in the language active now: the course screen's "Enroll Now"
 * (features/courses), which the early hero's button shows too. Lingui's id is a hash of the English; a text
 * not (yet) translated stays English.
 */
function catalogueText(english: string): string {
  const id = createHash('sha256').update(`${english}\u001f`).digest('base64').slice(0, 6);
  return id in (i18n.messages as Record<string, unknown>) ? i18n._(id) : english;
}

/**
 * The compiled messages of `ids` in `locale`, from every catalogue (all are loaded here): the texts the course
 * shell's early script uses (build/catalogues.ts), carried in the shell of that language.
 */
export function catalogueMessages(locale: Locale, ids: readonly string[]): Record<string, unknown> {
  activateLocale(locale);
  const messages = i18n.messages as Record<string, unknown>;
  return Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id]]));
}

export function renderHeroTemplates(locale: Locale) {
  activateLocale(locale);
  const slots = Object.fromEntries(
    (
      [
        'category',
        'categoryQuery',
        'title',
        'description',
        'instructorName',
        'instructorTitle',
        'ratingAverage',
        'ratingCount',
        'enrolled',
        'duration',
        'level',
        'thumbnail',
        'price',
        'priceNote',
      ] as const
    ).map((key) => [key, EARLY_HERO_SLOT(key)]),
  ) as Omit<HeroView, 'rated'>;
  const variants: Record<string, string> = {};
  for (const hasPreview of [false, true]) {
    for (const rated of [false, true]) {
      const markup = renderToStaticMarkup(
        <MemoryRouter>
          <CourseHeroView
            view={{ ...slots, rated }}
            accent={EARLY_HERO_SLOT('accent')}
            hasPreview={hasPreview}
            enrollAction={
              <Button size="lg" fullWidth data-enrol="">
                {catalogueText('Enroll Now')}
              </Button>
            }
            onPreview={() => {}}
          />
        </MemoryRouter>,
      );
      // React adds a preload for the eager course art; the early script has asked for it already.
      variants[heroVariant(hasPreview, rated)] = markup.replace(/<link rel="preload"[^>]*>/g, '');
    }
  }
  // '' is the accent of a category the build does not know yet.
  const accents = Object.fromEntries(
    ['', ...categories].map((category) => [category, heroAccentOf(category)]),
  );
  return { variants, accents, pageClass: coursePageStyles.page as string };
}
