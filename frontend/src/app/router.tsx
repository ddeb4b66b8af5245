import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui';
import { Guard } from './guard';
import { RootLayout } from './layout/root-layout';
import { type AppPath, routeAccess } from './route-access';
import { RouteError } from './route-error';

/** Every screen module (`features/<feature>/routes/<screen>.tsx`), each a lazily loaded chunk of its own. */
const screenModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
]);

/** What a screen's route carries: its module under `frontend/`, so a build step can find its chunk and CSS. */
export interface ScreenHandle {
  module: string;
}

/**
 * One lazily loaded screen (`<feature>/routes/<screen>`) behind the guard the route-access table gives its
 * path. Later features add their screens here the same way; a path must be in the table to be mounted.
 */
function screen(path: AppPath, module: string): RouteObject {
  const load = screenModules[`../features/${module}.tsx`];
  if (!load) throw new Error(`No screen module features/${module}.tsx`);
  const lazy = async () => ({ Component: (await load()).default });
  const handle: ScreenHandle = { module: `src/features/${module}.tsx` };
  const access = routeAccess[path];
  if (access === 'public') return { path, lazy, handle };
  return { path, element: <Guard access={access} />, children: [{ index: true, lazy, handle }] };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          screen('/', 'home/routes/home'),
          screen('/courses', 'courses/routes/catalogue'),
          screen('/courses/:id', 'courses/routes/course-detail'),
          screen('/about', 'marketing/routes/about'),
          screen('/contact', 'marketing/routes/contact'),
          screen('/companies', 'marketing/routes/companies'),
          screen('/universities', 'marketing/routes/universities'),
          screen('/blog', 'blog/routes/blog-list'),
          screen('/blog/:id', 'blog/routes/blog-article'),
          screen('/faq', 'help/routes/help'),
          screen('/help-center', 'help/routes/help'),
          screen('/terms', 'legal/routes/terms'),
          screen('/privacy', 'legal/routes/privacy'),
          screen('/refund-policy', 'legal/routes/refund-policy'),

          screen('/login', 'auth/routes/login'),
          screen('/register', 'auth/routes/register'),
          screen('/forgot-password', 'auth/routes/forgot-password'),

          screen('/profile', 'profile/routes/profile'),

          screen('/student/dashboard', 'dashboards/routes/student-dashboard'),
          screen('/instructor/dashboard', 'dashboards/routes/instructor-dashboard'),
          screen('/admin/dashboard', 'dashboards/routes/admin-dashboard'),

          screen('/learn/:courseId', 'learn/routes/learn'),
          screen('/student/certificates', 'certificates/routes/my-certificates'),
          screen('/verify/:code', 'certificates/routes/verify-certificate'),
          screen('/instructor/courses', 'course-admin/routes/instructor-courses'),
          screen('/admin/add-course', 'course-admin/routes/add-course'),
          screen('/admin/courses', 'course-admin/routes/admin-courses'),

          screen('/admin/add-user', 'users/routes/add-user'),
          screen('/admin/users', 'users/routes/users'),

          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
