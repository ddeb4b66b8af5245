import { courseMembers, courseStaff, students } from '../../authz-profiles';
import type { RouteAuthz } from '../../route';
import type { forumsRoutes } from './routes';

/** What each caller of the authorization matrix gets from each forums route (see `RouteAuthz`). */
export const forumsAuthz = {
  listCoursePosts: courseMembers(200, { on: 'course' }),
  listMyPosts: students(200),
  getPost: courseMembers(200, { on: 'post' }),
  createPost: courseMembers(201),
  replyToPost: courseMembers(201, { on: 'post' }),
  likePost: courseMembers(200, { on: 'post' }),
  likeReply: courseMembers(200, { on: 'reply' }),
  pinPost: courseStaff(200, { on: 'post' }),
  // A fresh post of the owner for each caller.
  lockPost: courseStaff(200, { on: 'post' }),
} as const satisfies Record<keyof typeof forumsRoutes, RouteAuthz>;
