import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { assignmentsScreens } from '../features/assignments/screens';
import { auditScreens } from '../features/audit/screens';
import { authScreens } from '../features/auth/screens';
import { blogScreens } from '../features/blog/screens';
import { certificatesScreens } from '../features/certificates/screens';
import { chatsScreens } from '../features/chats/screens';
import { couponsScreens } from '../features/coupons/screens';
import { coursesScreens } from '../features/courses/screens';
import { dashboardsScreens } from '../features/dashboards/screens';
import { enrollmentsScreens } from '../features/enrollments/screens';
import { forumsScreens } from '../features/forums/screens';
import { helpScreens } from '../features/help/screens';
import { homeScreens } from '../features/home/screens';
import { legalScreens } from '../features/legal/screens';
import { liveSessionsScreens } from '../features/live-sessions/screens';
import { marketingScreens } from '../features/marketing/screens';
import { notificationsScreens } from '../features/notifications/screens';
import { paymentsScreens } from '../features/payments/screens';
import { privacyScreens } from '../features/privacy/screens';
import { profileScreens } from '../features/profile/screens';
import { studentsScreens } from '../features/students/screens';
import { supportScreens } from '../features/support/screens';
import { usersScreens } from '../features/users/screens';
import { preferredLocaleRedirect, routerBasename } from '../lib/i18n';
import { type AppPath, routeAccess } from '../lib/route-access';
import type { Screen } from '../lib/screens';
import { Guard } from './guard';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** Every screen module (`features/<feature>/routes/<screen>.tsx`), each a lazily loaded chunk of its own. */
const screenModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
]);

/**
 * The screens that show other features' parts, each with the app module that composes them in: a wrapper
 * loaded alongside the screen's own module (a chunk of its own, so none of it joins the first load). The
 * course editor shows the tabs other features export (app/course-editor-tabs.tsx).
 */
const compositions: Partial<
  Record<Screen['module'], () => Promise<{ default: ComponentType<{ children: ReactNode }> }>>
> = {
  'courses/routes/instructor-courses': () => import('./course-editor-tabs'),
};

/** What a screen's route carries: its module under `frontend/`, so a build step can find its chunk and CSS. */
export interface ScreenHandle {
  module: string;
}

/**
 * One lazily loaded screen (`<feature>/routes/<screen>`), in its composition if it has one, behind the guard
 * the route-access table gives its path. A path must be in that table to be mounted.
 */
function screen(path: AppPath, module: Screen['module']): RouteObject {
  const load = screenModules[`../features/${module}.tsx`];
  if (!load) throw new Error(`No screen module features/${module}.tsx`);
  const compose = compositions[module];
  const lazy = async () => {
    const [{ default: ScreenComponent }, composition] = await Promise.all([load(), compose?.()]);
    if (!composition) return { Component: ScreenComponent };
    const { default: Compose } = composition;
    return {
      Component: () => (
        <Compose>
          <ScreenComponent />
        </Compose>
      ),
    };
  };
  const handle: ScreenHandle = { module: `src/features/${module}.tsx` };
  const access = routeAccess[path];
  if (access === 'public') return { path, lazy, handle };
  return { path, element: <Guard access={access} />, children: [{ index: true, lazy, handle }] };
}

/** Every screen, feature by feature (each feature lists its own in `features/<feature>/screens.ts`). */
const screens: readonly Screen[] = [
  ...homeScreens,
  ...coursesScreens,
  ...marketingScreens,
  ...blogScreens,
  ...helpScreens,
  ...legalScreens,
  ...authScreens,
  ...profileScreens,
  ...dashboardsScreens,
  ...enrollmentsScreens,
  ...certificatesScreens,
  ...notificationsScreens,
  ...usersScreens,
  ...assignmentsScreens,
  ...studentsScreens,
  ...forumsScreens,
  ...liveSessionsScreens,
  ...chatsScreens,
  ...supportScreens,
  ...paymentsScreens,
  ...couponsScreens,
  ...auditScreens,
  ...privacyScreens,
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...screens.map(({ path, module }) => screen(path, module)),

          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
        ],
      },
    ],
  },
];

/**
 * The browser's router, under the page's language prefix ("/hi"). A language this browser chose other than the
 * address's takes the page to its address in that language first (before anything renders, so no hydration is
 * spent on a page that leaves).
 */
export function createAppRouter(basename: string | undefined = routerBasename()) {
  const elsewhere = preferredLocaleRedirect();
  if (elsewhere) window.location.replace(elsewhere);
  return createBrowserRouter(appRoutes, { basename });
}
