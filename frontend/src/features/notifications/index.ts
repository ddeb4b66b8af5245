/**
 * What the app shell uses of the notifications feature: the bell, as a lazily loaded component so that its
 * code (queries, dropdown, styles) is a chunk of its own that only a signed-in user downloads (issue 10
 * budget: the bell adds at most 5 KB gzip to the first load of `/` for a signed-out visitor). Render it
 * inside <Suspense>. Importing anything else from this file into the shell would put it in the entry chunk.
 */
import { lazy } from 'react';

export const NotificationBell = lazy(() => import('./components/notification-bell'));

/**
 * The profile's Notification settings section (issue 37), `id="notification-settings"`, lazily loaded for the
 * same reason (its form and schema stay out of the shell). Render it inside <Suspense>.
 */
export const NotificationSettings = lazy(() => import('./components/notification-settings'));
