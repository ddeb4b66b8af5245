import { type RouteModules, routeCaller } from './seed-call';

/** The forum routes' handler modules the demo, the bench and tests call (loaded late, as the gateway does). */
export const forumRouteModules = {
  'list-course-posts': () => import('../../functions/src/forums/list-course-posts'),
  'list-my-posts': () => import('../../functions/src/forums/list-my-posts'),
  'get-post': () => import('../../functions/src/forums/get-post'),
  'create-post': () => import('../../functions/src/forums/create-post'),
  'reply-to-post': () => import('../../functions/src/forums/reply-to-post'),
  'like-post': () => import('../../functions/src/forums/like-post'),
  'like-reply': () => import('../../functions/src/forums/like-reply'),
  'pin-post': () => import('../../functions/src/forums/pin-post'),
  'lock-post': () => import('../../functions/src/forums/lock-post'),
} satisfies RouteModules;

/** Calls a forum route's handler module as the local gateway does once it has checked the token. */
export const callForumRoute = routeCaller(forumRouteModules, 'seed');
