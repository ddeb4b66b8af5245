import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui';
import { Guard } from './guard';
import { RootLayout } from './layout/root-layout';
import { type AppPath, routeAccess } from './route-access';
import { RouteError } from './route-error';

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * One lazily loaded screen (its own chunk) behind the guard the route-access table gives its path.
 * Later features add their screens here the same way; a path must be in the table to be mounted.
 */
function screen(path: AppPath, load: () => ScreenModule): RouteObject {
  const lazy = async () => ({ Component: (await load()).default });
  const access = routeAccess[path];
  if (access === 'public') return { path, lazy };
  return { path, element: <Guard access={access} />, children: [{ index: true, lazy }] };
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
          screen('/', () => import('../features/home/routes/home')),
          screen('/courses', () => import('../features/courses/routes/catalogue')),
          screen('/courses/:id', () => import('../features/courses/routes/course-detail')),
          screen('/about', () => import('../features/marketing/routes/about')),
          screen('/contact', () => import('../features/marketing/routes/contact')),
          screen('/companies', () => import('../features/marketing/routes/companies')),
          screen('/universities', () => import('../features/marketing/routes/universities')),
          screen('/blog', () => import('../features/blog/routes/blog-list')),
          screen('/blog/:id', () => import('../features/blog/routes/blog-article')),
          screen('/faq', () => import('../features/help/routes/help')),
          screen('/help-center', () => import('../features/help/routes/help')),
          screen('/terms', () => import('../features/legal/routes/terms')),
          screen('/privacy', () => import('../features/legal/routes/privacy')),
          screen('/refund-policy', () => import('../features/legal/routes/refund-policy')),

          screen('/login', () => import('../features/auth/routes/login')),
          screen('/register', () => import('../features/auth/routes/register')),
          screen('/forgot-password', () => import('../features/auth/routes/forgot-password')),

          screen('/profile', () => import('../features/profile/routes/profile')),

          screen('/student/dashboard', () => import('../features/dashboards/routes/student-dashboard')),
          screen('/instructor/dashboard', () => import('../features/dashboards/routes/instructor-dashboard')),
          screen('/admin/dashboard', () => import('../features/dashboards/routes/admin-dashboard')),

          screen('/learn/:courseId', () => import('../features/learn/routes/learn')),
          screen('/student/certificates', () => import('../features/certificates/routes/my-certificates')),
          screen('/verify/:code', () => import('../features/certificates/routes/verify-certificate')),
          screen('/instructor/courses', () => import('../features/course-admin/routes/instructor-courses')),
          screen('/admin/add-course', () => import('../features/course-admin/routes/add-course')),
          screen('/admin/courses', () => import('../features/course-admin/routes/admin-courses')),

          screen('/admin/add-user', () => import('../features/users/routes/add-user')),
          screen('/admin/users', () => import('../features/users/routes/users')),

          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
