import type { RouteAuthz } from '../../route';
import type { videosRoutes } from './routes';

/** What each caller of the authorization matrix gets from each videos route (see `RouteAuthz`). */
export const videosAuthz = {
  createVideoUpload: {
    on: 'module',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // The fixture’s key was never uploaded: the callers allowed get as far as 400.
  completeVideoUpload: {
    on: 'module',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 400,
    otherInstructor: 403,
    admin: 400,
    deactivated: 403,
  },
  getVideoLink: {
    on: 'module',
    anonymous: 401,
    owner: 200,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
  // A draft’s preview, as getCourse.
  getCoursePreview: {
    on: 'draftCourse',
    anonymous: 404,
    owner: 404,
    otherStudent: 404,
    instructor: 200,
    otherInstructor: 404,
    admin: 200,
    deactivated: 404,
  },
  createThumbnailUpload: {
    on: 'course',
    anonymous: 401,
    owner: 403,
    otherStudent: 403,
    instructor: 200,
    otherInstructor: 403,
    admin: 200,
    deactivated: 403,
  },
} as const satisfies Record<keyof typeof videosRoutes, RouteAuthz>;
